import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { TABLE_STATE_WORDS, TABLE_STATES } from "@forkful/contracts/staff-tables";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveStaffSession } from "../../../shared/api/staff-session";
import { bookingFixture, tableFixture } from "../../../shared/testing/booking-fixture";
import { renderWithQueries, resetAfterScreenTest } from "../../../shared/testing/staff-screen";
import type { FloorTable } from "../api/get-tables";
import { FloorPlan } from "./floor-plan";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const NOW = Date.parse("2026-11-27T20:00:00Z");
const seatedAt = new Date(NOW - 50 * 60_000).toISOString();

const tab = {
  orderId: "0e0e0e0e-0000-4000-8000-000000000001",
  orderNumber: "A-101",
  currency: "USD" as const,
  guests: 3,
  total: 5400,
  paid: 0,
  due: 5400,
  openRounds: 1,
  rounds: [
    { roundNo: 1, dinerName: "Asha", placedAt: seatedAt, state: "served" as const, label: "Served" },
    { roundNo: 2, dinerName: "Ben", placedAt: seatedAt, state: "preparing" as const, label: "Preparing" },
  ],
  parts: null,
};
const grace = bookingFixture({ fullName: "Grace Hopper", status: "Seated", guestCount: 3 });
const tables: FloorTable[] = [
  tableFixture("T1", 2),
  tableFixture("T2", 4, { state: "ordering", booking: grace, seatedAt, tab }),
  tableFixture("T3", 4, { state: "clearing", booking: grace, seatedAt, tab: { ...tab, paid: 5400, due: 0, openRounds: 0 } }),
];

function renderPlan(shown = tables) {
  return renderWithQueries(<FloorPlan tables={shown} timeZone="America/Los_Angeles" now={NOW} />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  saveStaffSession({
    accessToken: "host-token",
    refreshToken: "host-refresh",
    userName: "host.sakura",
    staff: { id: "c0ffee00-0000-4000-8000-000000000002", name: "Demo host", role: "host", locationId: 1 },
  });
  api.install({});
});
afterEach(resetAfterScreenTest);

describe("the floor plan", () => {
  it("names every table's state in words beside its colour, with a legend of all of them, and the tab at a glance", () => {
    renderPlan();
    const legend = screen.getByRole("list", { name: "What the colours mean" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(TABLE_STATES.map((s) => TABLE_STATE_WORDS[s]));
    expect(screen.getByText("Tables (1 free of 3)")).toBeTruthy();
    const ordering = screen.getByRole("button", { name: "Table 2: Ordering" });
    expect(within(ordering).getByText("3 guests · $54.00 · 1 open")).toBeTruthy();
    expect(within(ordering).getByText("Seated 50 min")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Table 3: Needs clearing" })).toBeTruthy();
  });

  it("opens a table's tab: its rounds and what is due; a table still ordering offers no 'Cleared'", () => {
    renderPlan();
    fireEvent.click(screen.getByRole("button", { name: "Table 2: Ordering" }));
    const dialog = screen.getByRole("dialog", { name: "Table 2 · Ordering" });
    const rounds = within(dialog).getByRole("list", { name: "Rounds" });
    expect(
      within(rounds)
        .getAllByRole("listitem")
        .map((round) => round.textContent),
    ).toEqual(["Round 1 · AshaServed", "Round 2 · BenPreparing"]);
    expect(within(dialog).getByText(/due \$54\.00/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Cleared" })).toBeNull();
  });

  it("marks a table that needs clearing cleared; a refusal is said in the dialog", async () => {
    let refused = true;
    api.handlers["/staff/tables/T3/cleared"] = () =>
      refused ? json({ statusCode: 409, error: "Conflict", message: "This table does not need clearing" }, 409) : json(grace);
    renderPlan();
    fireEvent.click(screen.getByRole("button", { name: "Table 3: Needs clearing" }));
    const dialog = screen.getByRole("dialog", { name: "Table 3 · Needs clearing" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cleared" }));
    expect(await within(dialog).findByText("This table does not need clearing")).toBeTruthy();
    refused = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Cleared" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent.filter((call) => call.path === "/staff/tables/T3/cleared")).toHaveLength(2);
  });
});
