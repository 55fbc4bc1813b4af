import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveStaffSession } from "../../../shared/api/staff-session";
import { bookingFixture, tableFixture } from "../../../shared/testing/booking-fixture";
import { renderWithQueries, resetAfterScreenTest } from "../../../shared/testing/staff-screen";
import { WaitlistScreen } from "./waitlist-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const conflict = (message: string) => json({ statusCode: 409, error: "Conflict", message }, 409);

const ada = bookingFixture();
const alan = bookingFixture({
  reservationId: "5d1b7a10-0000-4000-8000-000000000002",
  fullName: "Alan Turing",
  guestCount: 4,
  position: 2,
  quotedWaitMinutes: 10,
  status: "Notified",
  partyAnswer: "needMoreTime",
});
const grace = bookingFixture({
  reservationId: "5d1b7a10-0000-4000-8000-000000000003",
  fullName: "Grace Hopper",
  status: "Seated",
  position: null,
  table: { tableId: "T1", tableName: "Table 1", seats: 2, sectionId: 1, sectionName: "Main room" },
  seatedAt: new Date().toISOString(),
});
const tables = [
  tableFixture("T1", 2, { state: "seated", booking: grace }),
  tableFixture("T2", 2),
  tableFixture("T3", 6),
  tableFixture("T5", 4, { state: "held", booking: bookingFixture({ reservationId: "5d1b7a10-0000-4000-8000-000000000009" }) }),
];

function renderWaitlist() {
  return renderWithQueries(<WaitlistScreen />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  saveStaffSession({
    accessToken: "host-token",
    refreshToken: "host-refresh",
    userName: "host.sakura",
    staff: { id: "c0ffee00-0000-4000-8000-000000000002", name: "Demo host", role: "host", locationId: 1 },
  });
  api.install({
    "/staff/waitlist": () => json({ waiting: [ada, alan], seated: [grace] }),
    "/staff/tables": () => json({ tables }),
  });
});
afterEach(resetAfterScreenTest);

const party = (name: RegExp) => screen.getByRole("listitem", { name });
const moves = () => api.sent.filter((call) => call.path.startsWith("/staff/bookings/") || call.path === "/staff/walk-ins");

describe("the waitlist", () => {
  it("shows the line in order with sizes, waits against the quote and answers, the seated apart, and every table's state", async () => {
    renderWaitlist();
    const line = await screen.findByRole("list", { name: "The line" });
    const names = within(line)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(names).toEqual(["#1 Ada Lovelace · 2 guests", "#2 Alan Turing · 4 guests"]);
    expect(within(party(/Ada Lovelace/)).getByText("Waited 20 min · quoted 15 min")).toBeTruthy();
    expect(within(party(/Alan Turing/)).getByText("They said: Need 5 more minutes")).toBeTruthy();
    expect(within(party(/Alan Turing/)).getByText(/^Table ready/)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: /^Seated/ })).getByText("Grace Hopper")).toBeTruthy();
    const floor = screen.getByRole("region", { name: /^Tables/ });
    expect(within(floor).getByText("Tables (2 free of 4)")).toBeTruthy();
    expect(within(floor).getByRole("button", { name: "Table 1: Seated" })).toBeTruthy();
    expect(within(floor).getByRole("button", { name: "Table 5: Held" })).toBeTruthy();
    expect(api.sent[0]!.authorization).toBe("Bearer host-token");
  });

  it("seats a party at a free table that fits; a table taken meanwhile is said in the dialog and nothing changes", async () => {
    let taken = true;
    api.handlers[`/staff/bookings/${alan.reservationId}/seat`] = () =>
      taken ? conflict("That table is not free") : json({ ...alan, status: "Seated" });
    renderWaitlist();
    fireEvent.click(within(await screen.findByRole("listitem", { name: /Alan Turing/ })).getByRole("button", { name: "Seat" }));
    const dialog = screen.getByRole("dialog", { name: "Seat Alan Turing (4)" });
    // Only free tables with enough seats: T3 (6 seats); T2 is too small, T5 is held for another party.
    const offered = within(dialog)
      .getAllByRole("button", { pressed: true })
      .concat(within(dialog).queryAllByRole("button", { pressed: false }))
      .map((chip) => chip.textContent);
    expect(offered.filter((label) => label?.includes("seats"))).toEqual(["Table 3 · 6 seats"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Seat" }));
    expect(await within(dialog).findByText("That table is not free")).toBeTruthy();
    expect(party(/Alan Turing/)).toBeTruthy();
    taken = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Seat" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(moves().map((call) => [call.path, call.payload])).toEqual([
      [`/staff/bookings/${alan.reservationId}/seat`, { tableId: "T3" }],
      [`/staff/bookings/${alan.reservationId}/seat`, { tableId: "T3" }],
    ]);
  });

  it("notifies with a table held or none, cancels only with a reason, and says a refused no-show above the line", async () => {
    api.handlers[`/staff/bookings/${ada.reservationId}/notify`] = () => json({ ...ada, status: "Notified" });
    api.handlers[`/staff/bookings/${ada.reservationId}/cancel`] = () => json({ ...ada, status: "Cancelled" });
    api.handlers[`/staff/bookings/${ada.reservationId}/no-show`] = () => conflict("A booking that is Active cannot be NoShow");
    renderWaitlist();
    fireEvent.click(within(await screen.findByRole("listitem", { name: /Ada Lovelace/ })).getByRole("button", { name: "Notify" }));
    const notify = screen.getByRole("dialog", { name: "Table ready for Ada Lovelace (2)" });
    fireEvent.click(within(notify).getByRole("button", { name: "Table 2 · 2 seats" }));
    fireEvent.click(within(notify).getByRole("button", { name: "Notify" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(within(party(/Ada Lovelace/)).getByRole("button", { name: "No-show" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A booking that is Active cannot be NoShow");

    fireEvent.click(within(party(/Ada Lovelace/)).getByRole("button", { name: "Cancel" }));
    const cancel = screen.getByRole("dialog", { name: "Cancel Ada Lovelace's check-in" });
    const confirm = within(cancel).getByRole("button", { name: "Cancel check-in" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(cancel).getByRole("button", { name: "Other" }));
    fireEvent.change(within(cancel).getByLabelText("Why"), { target: { value: "Left without a word" } });
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(moves().map((call) => [call.path.split("/").at(-1), call.payload])).toEqual([
      ["notify", { tableId: "T2" }],
      ["no-show", {}],
      ["cancel", { cancelReason: "Left without a word" }],
    ]);
  });

  it("adds a walk-in to the line, or seats one at once at the table chosen; a bad name is said before anything is sent", async () => {
    api.handlers["/staff/walk-ins"] = () => json(bookingFixture({ channelName: "HOST" }), 201);
    renderWaitlist();
    fireEvent.click(await screen.findByRole("button", { name: "Add a walk-in" }));
    let dialog = screen.getByRole("dialog", { name: "Add a walk-in" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to the line" }));
    expect(await within(dialog).findByText("Enter the party's name")).toBeTruthy();
    expect(moves()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Katherine Johnson" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to the line" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Add a walk-in" }));
    dialog = screen.getByRole("dialog", { name: "Add a walk-in" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Mary Jackson" } });
    fireEvent.change(within(dialog).getByLabelText("Guests"), { target: { value: "5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Table 3 · 6 seats" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Seat now" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(moves().map((call) => call.payload)).toEqual([
      { fullName: "Katherine Johnson", guestCount: 2, phone: "", countryCode: "+1" },
      { fullName: "Mary Jackson", guestCount: 5, phone: "", countryCode: "+1", tableId: "T3" },
    ]);
  });
});
