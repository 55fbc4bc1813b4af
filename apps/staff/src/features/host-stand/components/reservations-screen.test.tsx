import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingFixture, tableFixture } from "../../../shared/testing/booking-fixture";
import { renderWithQueries } from "../../../shared/testing/staff-screen";
import { restaurantDay } from "../host-times";
import { ReservationsScreen } from "./reservations-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const ZONE = "America/Los_Angeles";
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * 60_000).toISOString();
const reservation = (n: number, fullName: string, startsInMinutes: number, status: "Active" | "Seated" = "Active") =>
  bookingFixture({
    reservationId: `5d1b7a10-0000-4000-8000-00000000010${n}`,
    kind: "reservation",
    fullName,
    status,
    statusLabel: status === "Active" ? "Reserved" : "Seated",
    position: null,
    startsAt: at(startsInMinutes),
    table: status === "Seated" ? { tableId: "T2", tableName: "Table 2", seats: 2, sectionId: 1, sectionName: "Main room" } : null,
  });
const late = reservation(1, "Late Larry", -20);
const soon = reservation(2, "Soon Sam", 30);
const seated = reservation(3, "Seated Sue", -60, "Seated");

function renderBook() {
  return renderWithQueries(<ReservationsScreen timeZone={ZONE} />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  api.install({
    "/staff/reservations": () => json({ date: restaurantDay(ZONE, Date.now()), reservations: [soon, seated, late] }),
    "/staff/tables": () => json({ tables: [tableFixture("T2", 2, { state: "seated" }), tableFixture("T4", 4)] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (name: RegExp) => screen.getByRole("listitem", { name });

describe("today's reservations", () => {
  it("asks for the restaurant's own day and lists the book by time, with states; no-show only once the grace is over", async () => {
    renderBook();
    const book = await screen.findByRole("list", { name: "Today's reservations" });
    expect(
      within(book)
        .getAllByRole("heading")
        .map((h) => h.textContent?.split(" · ")[0]),
    ).toEqual(["Seated Sue", "Late Larry", "Soon Sam"]);
    expect(api.sent.find((call) => call.path === "/staff/reservations")).toBeTruthy();
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => String(url))
      .find((url) => url.includes("/staff/reservations"));
    expect(asked).toContain(`date=${restaurantDay(ZONE, Date.now())}`);
    expect(within(row(/Late Larry/)).getByRole("button", { name: "No-show" })).toBeTruthy();
    expect(within(row(/Soon Sam/)).queryByRole("button", { name: "No-show" })).toBeNull();
    expect(within(row(/Seated Sue/)).getByText("Seated · Table 2")).toBeTruthy();
    expect(within(row(/Seated Sue/)).queryByRole("button", { name: "Seat" })).toBeNull();
  });

  it("seats, marks a no-show, finishes; a refused move is said and the row stays as it was", async () => {
    api.handlers[`/staff/bookings/${soon.reservationId}/seat`] = () => json({ ...soon, status: "Seated" });
    api.handlers[`/staff/bookings/${late.reservationId}/no-show`] = () =>
      json({ statusCode: 409, error: "Conflict", message: "A reservation can be marked a no-show only after its time has passed" }, 409);
    api.handlers[`/staff/bookings/${seated.reservationId}/finish`] = () => json({ ...seated, status: "Completed" });
    renderBook();
    fireEvent.click(within(await screen.findByRole("listitem", { name: /Soon Sam/ })).getByRole("button", { name: "Seat" }));
    const dialog = screen.getByRole("dialog", { name: "Seat Soon Sam (2)" });
    expect(within(dialog).getByRole("button", { name: "Table 4 · 4 seats" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Seat" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within(row(/Late Larry/)).getByRole("button", { name: "No-show" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A reservation can be marked a no-show only after its time has passed");
    expect(within(row(/Late Larry/)).getByText("Reserved")).toBeTruthy();
    fireEvent.click(within(row(/Seated Sue/)).getByRole("button", { name: "Finish" }));
    await vi.waitFor(() => expect(api.sent.some((call) => call.path.endsWith("/finish"))).toBe(true));
    expect(
      api.sent.filter((call) => call.path.startsWith("/staff/bookings/")).map((call) => [call.path.split("/").at(-1), call.payload]),
    ).toEqual([
      ["seat", { tableId: "T4" }],
      ["no-show", {}],
      ["finish", {}],
    ]);
  });

  it("cancels a reservation with a reason", async () => {
    api.handlers[`/staff/bookings/${soon.reservationId}/cancel`] = () => json({ ...soon, status: "Cancelled" });
    renderBook();
    fireEvent.click(within(await screen.findByRole("listitem", { name: /Soon Sam/ })).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel Soon Sam's reservation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Plans changed" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel reservation" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent.find((call) => call.path.endsWith("/cancel"))?.payload).toEqual({ cancelReason: "Plans changed" });
  });
});
