/** Signing in, locking an idle screen and unlocking it, and signing out, through the console's own routes. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { STAFF_IDLE_LOCK_MS } from "@forkful/contracts/staff-console";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentStaffSession } from "../shared/api/staff-session";
import { renderWithQueries } from "../shared/testing/staff-screen";
import { staffRoutes } from "./routes";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const staff = { id: "c0ffee00-0000-4000-8000-000000000001", name: "Demo kitchen", role: "kitchen", locationId: 1 } as const;
let signIns = 0;
const signedIn = () => {
  signIns += 1;
  return json({
    accessToken: `access-${signIns}`,
    refreshToken: `refresh-${signIns}`,
    accessTokenExpiresAt: "2099-01-01T00:00:00.000Z",
    staff,
  });
};

function renderConsole(path: string) {
  const router = createMemoryRouter(staffRoutes, { initialEntries: [path] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

async function signIn(userName: string, password: string) {
  fireEvent.change(screen.getByLabelText("User name"), { target: { value: userName } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: /^(Sign in|Unlock)$/ }));
}

beforeEach(() => {
  signIns = 0;
  vi.spyOn(console, "error").mockImplementation(() => {});
  api.install({
    "/staff/login": (payload) =>
      (payload as { password: string }).password === "right-password"
        ? signedIn()
        : json({ statusCode: 401, error: "Unauthorized", message: "Invalid user name or password" }, 401),
    "/staff/logout": () => json({ signedOut: true }),
    "/staff/orders": () => json({ content: [], totalElements: 0, page: 0, size: 100 }),
    "/staff/live": () => new Response(new ReadableStream(), { status: 200, headers: { "content-type": "text/event-stream" } }),
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the console's session", () => {
  it("sends a signed-out visitor to the sign-in, says a refusal there, and opens the role's screen once signed in", async () => {
    const router = renderConsole("/orders");
    expect(await screen.findByRole("heading", { name: "Staff sign in" })).toBeTruthy();
    await signIn("kitchen.sakura", "wrong");
    expect(await screen.findByText("Invalid user name or password")).toBeTruthy();
    expect(currentStaffSession()).toBeNull();
    await signIn("kitchen.sakura", "right-password");
    expect(await screen.findByText("No open orders")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/orders");
    expect(currentStaffSession()).toMatchObject({ accessToken: "access-1", refreshToken: "refresh-1", userName: "kitchen.sakura" });
    expect(api.sent.some((call) => call.path === "/staff/live" && call.authorization === "Bearer access-1")).toBe(true);
  });

  it("locks an idle screen, unlocks with the password as a new session and ends the old one, then signs out", async () => {
    renderConsole("/sign-in");
    await signIn("kitchen.sakura", "right-password");
    expect(await screen.findByText("No open orders")).toBeTruthy();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.keyDown(window, { key: "a" });
    act(() => vi.advanceTimersByTime(STAFF_IDLE_LOCK_MS + 1));
    vi.useRealTimers();
    expect(await screen.findByRole("heading", { name: "Locked" })).toBeTruthy();
    expect(screen.queryByText("No open orders")).toBeNull();
    expect((screen.getByLabelText("User name") as HTMLInputElement).value).toBe("kitchen.sakura");

    await signIn("kitchen.sakura", "right-password");
    expect(await screen.findByText("No open orders")).toBeTruthy();
    expect(currentStaffSession()?.accessToken).toBe("access-2");
    expect(api.sent.filter((call) => call.path === "/staff/logout").map((call) => call.authorization)).toEqual(["Bearer access-1"]);

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { name: "Staff sign in" })).toBeTruthy();
    expect(currentStaffSession()).toBeNull();
    expect(api.sent.filter((call) => call.path === "/staff/logout").map((call) => call.authorization)).toEqual([
      "Bearer access-1",
      "Bearer access-2",
    ]);
  });
});
