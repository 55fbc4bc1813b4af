import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../../../entities/booking/lib/checkin-throttle";
import { provideSessionAccess } from "../../../shared/api/session-access";
import { type Session, SessionContext } from "../../../shared/hooks/use-session";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { todayInZone } from "../../../shared/lib/zone-days";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { RESERVATION_ID, reservationFixture, slotsFixture } from "../../../shared/testing/reservation-fixtures";
import { ReservationBooking } from "./reservation-booking";

const restaurant = restaurantFixture();
const SLOTS_PATH = `/merchants/generate-reservation-slot/${restaurant.id}`;
const { handlers, sent, install } = fakeApi();
const GUEST_SESSION = {
  customerId: "9d3c1a52-7b7e-4f0e-9a51-2b8f6c0d4e11",
  accessToken: "guest-access",
  refreshToken: "guest-refresh",
  accessTokenExpiresAt: "2026-11-24T01:00:00.000Z",
};

function renderBooking(session?: Session) {
  const onBooked = vi.fn();
  const booking = <ReservationBooking restaurant={restaurant} onBooked={onBooked} />;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {session ? <SessionContext value={session}>{booking}</SessionContext> : booking}
    </QueryClientProvider>,
  );
  return onBooked;
}

/** The query of each slots call sent. */
const slotQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), "http://localhost"))
    .filter((url) => url.pathname.endsWith(SLOTS_PATH))
    .map((url) => Object.fromEntries(url.searchParams));

async function pickFirstFreeTime() {
  const times = screen.getByRole("group", { name: "Time" });
  fireEvent.click(await within(times).findByRole("radio", { name: "Today, 6:15 PM" }));
}

function fillIn() {
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
}

const reserve = () => fireEvent.click(screen.getByRole("button", { name: "Reserve" }));

beforeEach(() => {
  install({ [SLOTS_PATH]: () => ok(slotsFixture(todayInZone(restaurant.timeZoneCd), 2)) });
  window.localStorage.clear();
  checkinThrottle.reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  provideSessionAccess(null);
});

describe("reserve a table", () => {
  it("asks the slots for the party and day picked; a taken time cannot be chosen", async () => {
    renderBooking();
    const times = screen.getByRole("group", { name: "Time" });
    expect(((await within(times).findByRole("radio", { name: "Today, 6:00 PM, taken" })) as HTMLInputElement).disabled).toBe(true);
    // The days and times are radio groups read with their day and date.
    const days = screen.getByRole("group", { name: "Day" });
    expect((within(days).getByRole("radio", { name: /^Today, \w{3} \d{1,2} \w{3}$/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "More guests" }));
    fireEvent.click(within(days).getByRole("radio", { name: /^Tomorrow, / }));
    await waitFor(() => expect(slotQueries().at(-1)).toMatchObject({ guestCount: "3" }));
    expect(slotQueries().at(-1)?.date).not.toBe(todayInZone(restaurant.timeZoneCd));
    expect(slotQueries()[0]).toEqual({ guestCount: "2", date: todayInZone(restaurant.timeZoneCd) });
  });

  it("says when no table is left that day, and offers Retry after the spec's error", async () => {
    handlers[SLOTS_PATH] = () => ok(slotsFixture(todayInZone(restaurant.timeZoneCd), 2, { slots: [] }));
    renderBooking();
    expect(await screen.findByText(MESSAGES.noTablesLeft)).toBeTruthy();

    cleanup();
    handlers[SLOTS_PATH] = () => fail(500, "boom");
    renderBooking();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(MESSAGES.slotGenerationFailed);
    handlers[SLOTS_PATH] = () => ok(slotsFixture(todayInZone(restaurant.timeZoneCd), 2));
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("radio", { name: "Today, 6:15 PM" })).toBeTruthy();
  });

  it("books with the payload in the query, remembers the reservation and keeps a guest's session", async () => {
    const openGuest = vi.fn();
    provideSessionAccess({ tokens: () => null, update() {}, expire() {}, openGuest });
    const booking = reservationFixture({ guestCount: 2 });
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking, guestSession: GUEST_SESSION }, 201);
    const onBooked = renderBooking();
    await pickFirstFreeTime();
    fillIn();
    fireEvent.change(screen.getByLabelText("Note for the restaurant (optional)"), { target: { value: " A quiet corner, please " } });
    reserve();

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booking));
    const call = sent.find((s) => s.path === "/customer/reservations");
    expect(call?.payload).toMatchObject({
      locationId: restaurant.id,
      guestCount: 2,
      fullName: "Ada Lovelace",
      phone: "+12125550123",
      countryCode: "+1",
      reservationDate: todayInZone(restaurant.timeZoneCd),
      reservationSlot: "18:15",
      channelName: "ONLINE",
      seatTogether: "1",
      note: "A quiet corner, please",
    });
    const url = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes("/customer/reservations"))?.[0];
    expect(String(url)).toContain("?data=");
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(RESERVATION_ID);
    expect(openGuest).toHaveBeenCalledWith(GUEST_SESSION, { fullName: "Ada Lovelace", mobile: "+12125550123", email: "" });
  });

  it("asks for a time before sending, and prefills a signed-in diner's details", async () => {
    const session = {
      kind: "signedIn",
      customerId: GUEST_SESSION.customerId,
      name: "Ada Lovelace",
      mobilePhone: "+12125550123",
      email: "ada@example.com",
    };
    renderBooking(session as Session);
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Email (optional)") as HTMLInputElement).value).toBe("ada@example.com");
    reserve();
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.chooseTime);
    expect(sent.some((s) => s.path === "/customer/reservations")).toBe(false);
  });

  it("sends the same idempotency key again after a lost answer, so a retry books once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    handlers["/customer/reservations"] = () => {
      calls += 1;
      return calls === 1 ? new Response("gateway", { status: 502 }) : ok({ id: RESERVATION_ID, booking: reservationFixture() }, 201);
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const onBooked = renderBooking();
    await pickFirstFreeTime();
    fillIn();
    reserve();
    expect((await screen.findByRole("alert")).textContent).toContain(MESSAGES.genericFailure);
    reserve();
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const keys = sent
      .filter((s) => s.path === "/customer/reservations")
      .map((s) => (s.payload as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
