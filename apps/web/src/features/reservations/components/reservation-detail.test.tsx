import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { CANCEL_REASONS } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { ApiResultError } from "../../../shared/api/api-client";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { RESERVATION_ID, reservationFixture, slotsFixture } from "../../../shared/testing/reservation-fixtures";
import { useReservation } from "../api/get-reservation";
import { ReservationDetail } from "./reservation-detail";
import { ReservationLoadError } from "./reservation-load-error";

const restaurant = restaurantFixture();
const SLOTS_PATH = `/merchants/generate-reservation-slot/${restaurant.id}`;
const { handlers, sent, install } = fakeApi();

/** The detail as its page shows it: read from the reservation's query, so a change or cancel shows at once. */
function Detail() {
  const query = useReservation(RESERVATION_ID);
  return query.data ? <ReservationDetail booking={query.data} restaurant={restaurant} /> : null;
}

async function renderDetail(booking: Booking = reservationFixture()) {
  handlers["/customer/reservationId/v2"] = () => ok(booking);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: <Detail /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("reservation-status");
}

beforeEach(() => {
  install({ [SLOTS_PATH]: () => ok(slotsFixture("2026-11-25", 4)) });
  checkinThrottle.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the reservation's page", () => {
  it("tells when, who and where, with Add to calendar and directions", async () => {
    await renderDetail(
      reservationFixture({ table: { tableId: "T4", tableName: "Table 4", seats: 4, sectionId: 1, sectionName: "Patio" } }),
    );
    expect(screen.getByTestId("reservation-status").textContent).toBe("Reserved");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Table for 4 at ${restaurant.branchName}`);
    expect(screen.getByText("Wednesday, November 25, 2026")).toBeTruthy();
    expect(screen.getByText(/^7:00 PM/)).toBeTruthy();
    expect(screen.getByText("Table 4 · Patio")).toBeTruthy();
    const calendar = screen.getByRole("link", { name: "Add to calendar" });
    expect(calendar.getAttribute("href")).toMatch(/^data:text\/calendar/);
    expect(calendar.getAttribute("download")).toBe("reservation-2026-11-25.ics");
    expect(screen.getByRole("link", { name: "Directions" }).getAttribute("href")).toContain(
      `destination=${restaurant.lat},${restaurant.lng}`,
    );
  });

  it("cancels with a chosen reason, and then reads cancelled", async () => {
    handlers["/customer/cancel-table"] = () =>
      ok(
        reservationFixture({
          status: "Cancelled",
          statusLabel: "Reservation cancelled",
          canCancel: false,
          canChange: false,
          cancelReason: CANCEL_REASONS[0],
        }),
      );
    await renderDetail();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel reservation" });
    const confirm = within(dialog).getByRole("button", { name: "Cancel reservation" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: CANCEL_REASONS[0] }));
    fireEvent.click(confirm);

    await waitFor(() => expect(screen.getByTestId("reservation-status").textContent).toBe("Reservation cancelled"));
    expect(sent.find((s) => s.path === "/customer/cancel-table")?.payload).toEqual({
      locationId: restaurant.id,
      reservationId: RESERVATION_ID,
      cancelReason: CANCEL_REASONS[0],
    });
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
    expect(screen.getByRole("link", { name: "Book another table" }).getAttribute("href")).toBe(
      `/${restaurant.merchantType}/${restaurant.locationSlug}/Reservation`,
    );
  });

  it("sends the diner's own reason, and says the spec's text when the cancel fails", async () => {
    handlers["/customer/cancel-table"] = () => fail(409, "A booking that is Seated cannot be Cancelled");
    await renderDetail();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel reservation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Other reason" }));
    fireEvent.change(within(dialog).getByLabelText("Your reason"), { target: { value: "  Snowed in  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel reservation" }));

    expect((await within(dialog).findByRole("alert")).textContent).toContain(MESSAGES.cancelCheckinFailed);
    expect(sent.find((s) => s.path === "/customer/cancel-table")?.payload).toMatchObject({ cancelReason: "Snowed in" });
  });

  it("changes the time and party with the same pickers, its own table counted free", async () => {
    handlers[`/merchants/${restaurant.id}/reservations`] = () => ok(reservationFixture({ guestCount: 5, reservationSlot: "18:30" }));
    await renderDetail();
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    const dialog = screen.getByRole("dialog", { name: "Change reservation" });
    const save = within(dialog).getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "More guests" }));
    fireEvent.click(await within(dialog).findByRole("radio", { name: /, 6:30 PM$/ }));
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Table for 5");
    expect(sent.find((s) => s.path === `/merchants/${restaurant.id}/reservations`)?.payload).toEqual({
      reservationId: RESERVATION_ID,
      reservationDate: "2026-11-25",
      reservationSlot: "18:30",
      guestCount: 5,
    });
    const slotsUrl = vi
      .mocked(fetch)
      .mock.calls.map(([u]) => String(u))
      .find((u) => u.includes(SLOTS_PATH));
    expect(slotsUrl).toContain(`reservationId=${RESERVATION_ID}`);
  });
});

describe("a reservation that cannot be shown", () => {
  const failure = (status: 403 | 404) => new ApiResultError({ ok: false, status: status as 403, error: "x", message: "x" });
  const renderError = (error: unknown) => {
    const router = createMemoryRouter([{ path: "*", element: <ReservationLoadError error={error} homePath="/r/x" onRetry={() => {}} /> }]);
    render(<RouterProvider router={router} />);
  };

  it("says when it is someone else's, and when there is none", () => {
    renderError(failure(403));
    expect(screen.getByText(MESSAGES.reservationOfSomeoneElse)).toBeTruthy();
    cleanup();
    renderError(failure(404));
    expect(screen.getByText(MESSAGES.reservationNotFound)).toBeTruthy();
  });
});
