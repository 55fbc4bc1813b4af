import { fakeApi } from "@forkful/api-client/testing/fake-api";
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurbsidePanel } from "./curbside-panel";
import { HostAlertsBadge } from "./host-alerts-badge";
import { WaiterCallsPanel } from "./waiter-calls-panel";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const call = (callId: string, tableName: string, state: WaiterCall["state"]): WaiterCall => ({
  callId,
  locationId: 1,
  tableId: tableName.replace("Table ", "T"),
  tableName,
  orderId: null,
  state,
  stateLabel: state === "open" ? "Waiter called" : "A waiter is on the way",
  calledAt: ago(3),
  acknowledgedAt: state === "open" ? null : ago(1),
  nextCallAt: ago(2),
});
const calling = call("9a000000-0000-4000-8000-000000000001", "Table 4", "open");
const coming = call("9a000000-0000-4000-8000-000000000002", "Table 7", "acknowledged");
const outside = {
  orderId: "166dbc30-9d54-491c-b5c4-37331aed73ed",
  orderNumber: "1001",
  fullName: "Ada Lovelace",
  phone: "+12125550100",
  status: 10,
  at: ago(4),
  carDetails: "Red Honda Civic",
  spot: "3",
};

function renderCalls() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <p data-testid="badge">
        Calls <HostAlertsBadge enabled />
      </p>
      <WaiterCallsPanel now={Date.now()} />
      <CurbsidePanel now={Date.now()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  api.install({ "/staff/waiter-calls": () => json({ calls: [calling, coming] }), "/staff/curbside": () => json([outside]) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("waiter calls and curbside arrivals", () => {
  it("shows the calls and who waits outside, and counts what needs a host (open calls and arrivals)", async () => {
    renderCalls();
    expect(await screen.findByRole("listitem", { name: "Table 4: Waiter called" })).toBeTruthy();
    expect(
      within(screen.getByRole("listitem", { name: "Table 7: A waiter is on the way" })).queryByRole("button", { name: "Acknowledge" }),
    ).toBeNull();
    expect(await screen.findByText("Red Honda Civic · spot 3")).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId("badge").textContent).toBe("Calls 2 waiting"));
  });

  it("acknowledges and closes a call; a refusal is said and the call stays", async () => {
    api.handlers[`/staff/waiter-calls/${calling.callId}/acknowledge`] = () =>
      json({ statusCode: 409, error: "Conflict", message: "This call is already acknowledged" }, 409);
    api.handlers[`/staff/waiter-calls/${coming.callId}/close`] = () => json({ ...coming, state: "closed", stateLabel: "Done" });
    renderCalls();
    fireEvent.click(
      within(await screen.findByRole("listitem", { name: "Table 4: Waiter called" })).getByRole("button", { name: "Acknowledge" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("This call is already acknowledged");
    expect(screen.getByRole("listitem", { name: "Table 4: Waiter called" })).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("listitem", { name: "Table 7: A waiter is on the way" })).getByRole("button", { name: "Close" }),
    );
    await vi.waitFor(() => expect(api.sent.some((sent) => sent.path.endsWith("/close"))).toBe(true));
    expect(api.sent.filter((sent) => sent.path.includes("/staff/waiter-calls/")).map((sent) => sent.path.split("/").at(-1))).toEqual([
      "acknowledge",
      "close",
    ]);
  });
});
