import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingFixture, CHECKIN_ID, TABLE_T4 } from "../../../shared/testing/booking-fixtures";
import { CheckinLive } from "./checkin-live";

const { handlers, sent, install } = fakeApi();

function renderLive(booking: Booking) {
  const onJoinAgain = vi.fn();
  const router = createMemoryRouter([{ path: "*", element: <CheckinLive booking={booking} stream="live" onJoinAgain={onJoinAgain} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onJoinAgain;
}

beforeEach(() => install());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the party's live place", () => {
  it("in line: its place, the parties ahead and the wait now", () => {
    renderLive(bookingFixture({ position: 2, partiesAhead: 1, waitMinutes: 15 }));
    expect(screen.getByText("You're #2 in line")).toBeTruthy();
    expect(screen.getByText("1 party ahead of you")).toBeTruthy();
    expect(screen.getByText("about 15 min")).toBeTruthy();
  });

  it("ready: says so with the table held and the time left to answer", () => {
    const answerBy = new Date(Date.now() + 9 * 60_000 + 30_000).toISOString();
    renderLive(bookingFixture({ status: "Notified", statusLabel: "Your table is ready", table: TABLE_T4, answerBy, position: null }));
    expect(screen.getByRole("alert").textContent).toBe("Your table is ready");
    expect(screen.getByText("Table 4 · Dining Room")).toBeTruthy();
    expect(screen.getByText(/^9:[23]\d$/)).toBeTruthy();
  });

  it("seated: Enjoy your meal, with the table's dine-in menu", () => {
    const booking = bookingFixture({ status: "Seated", statusLabel: "Seated", table: TABLE_T4, canCancel: false });
    renderLive(booking);
    expect(screen.getByText("Enjoy your meal")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Open the table's menu" });
    expect(link.getAttribute("href")).toBe(`/${booking.merchantType}/${booking.locationSlug}/table/T4/menu/dinein`);
    expect(screen.queryByRole("button", { name: "Leave the line" })).toBeNull();
  });

  it("ended: what happened, and Join again", () => {
    const onJoinAgain = renderLive(bookingFixture({ status: "Released", statusLabel: "Released: no answer in time", canCancel: false }));
    expect(screen.getByText("Released: no answer in time")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join again" }));
    expect(onJoinAgain).toHaveBeenCalled();
  });

  it("leaves the line with a chosen reason", async () => {
    handlers["/customer/cancel-table"] = () => ok(bookingFixture({ status: "Cancelled", canCancel: false }));
    renderLive(bookingFixture());
    fireEvent.click(screen.getByRole("button", { name: "Leave the line" }));
    fireEvent.click(screen.getByRole("button", { name: CANCEL_REASONS[0] }));
    fireEvent.click(screen.getAllByRole("button", { name: "Leave the line" }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.payload).toEqual({
      locationId: bookingFixture().locationId,
      reservationId: CHECKIN_ID,
      cancelReason: CANCEL_REASONS[0],
    });
  });

  it("asks for a reason, and says Please Try Again when leaving fails", async () => {
    handlers["/customer/cancel-table"] = () => fail(500, "boom");
    renderLive(bookingFixture());
    fireEvent.click(screen.getByRole("button", { name: "Leave the line" }));
    const leave = screen.getAllByRole("button", { name: "Leave the line" }).at(-1)!;
    fireEvent.click(leave);
    expect(screen.getByText("Tell us why you are cancelling")).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Or in your own words"), { target: { value: "The baby is asleep" } });
    fireEvent.click(leave);
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.cancelCheckinFailed);
    expect(sent[0]?.payload).toMatchObject({ cancelReason: "The baby is asleep" });
  });
});
