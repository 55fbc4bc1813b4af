/** Tests only: a console screen as a signed-in staff member sees it, with its own query cache, and the state put back after. */
import type { StaffRole } from "@forkful/contracts/staff-tables";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { type StaffMember, saveStaffSession } from "../api/staff-session";

const DEMO_STAFF: Record<StaffRole, StaffMember> = {
  manager: { id: "c0ffee00-0000-4000-8000-000000000001", name: "Demo manager", role: "manager", locationId: 1 },
  host: { id: "c0ffee00-0000-4000-8000-000000000002", name: "Demo host", role: "host", locationId: 1 },
  kitchen: { id: "c0ffee00-0000-4000-8000-000000000003", name: "Demo kitchen", role: "kitchen", locationId: 1 },
  owner: { id: "c0ffee00-0000-4000-8000-000000000004", name: "Demo owner", role: "owner", locationId: 1 },
};

/** Signs in a demo staff member of `role` at restaurant 1 (the token the fake API sees: "staff-token"). */
export function signInForTest(role: StaffRole = "manager"): StaffMember {
  const staff = DEMO_STAFF[role];
  saveStaffSession({ accessToken: "staff-token", refreshToken: "staff-refresh", userName: `${role}.sakura`, staff });
  return staff;
}

/** Renders a screen with a fresh query cache that neither retries a query nor a change. */
export function renderWithQueries(ui: ReactElement): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/** Puts back what a screen test changed: the page, the stored session, stubbed globals and spies. */
export function resetAfterScreenTest(): void {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
