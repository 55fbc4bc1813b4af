/** Reserving a table, the reservation's page and the closed page through the whole app (route table, providers), against a fetch that answers like the API. */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { BOOKING_REFUSALS, RESERVATIONS_CLOSED_TEXTS } from "@forkful/contracts/booking-texts";
import { MESSAGES } from "@forkful/contracts/messages";
import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../entities/booking/lib/checkin-throttle";
import { authStore } from "../features/auth/stores/session-store";
import { todayInZone } from "../shared/lib/zone-days";
import { expectShown } from "../shared/testing/expect-shown";
import { restaurantFixture } from "../shared/testing/fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { RESERVATION_ID, reservationFixture, slotsFixture } from "../shared/testing/reservation-fixtures";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import("./routes/reservation-page"),
    import("./routes/reservation-detail-page"),
    import("./routes/reservation-closed-page"),
  ]);
}, 60_000);

const { handlers, sent, install } = fakeApi();
const gramercy = restaurantFixture({ timeZoneCd: "America/New_York", onlineCheckin: true });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const today = todayInZone(gramercy.timeZoneCd);

beforeEach(() => {
  install({
    "/merchants/locations/slug": () => ok(gramercy),
    [`/merchants/generate-reservation-slot/${gramercy.id}`]: () => ok(slotsFixture(today, 2)),
  });
  window.localStorage.clear();
  authStore.getState().endSession();
  checkinThrottle.reset();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (path: string) => renderRouter(routes, path, Providers);

describe("reserve a table", () => {
  it("books the time chosen and opens the reservation's page, which reads it back", async () => {
    const booking = reservationFixture({ guestCount: 2, reservationDate: today, reservationSlot: "18:15" });
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking }, 201);
    handlers["/customer/reservationId/v2"] = () => ok(booking);
    const router = renderAt(`${base}/Reservation`);
    expectShown(await screen.findByRole("heading", { name: "Reserve a table", level: 1 }));
    fireEvent.click(await within(await screen.findByRole("group", { name: "Time" })).findByRole("radio", { name: "Today, 6:15 PM" }));
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/reservation/${RESERVATION_ID}`));
    expect((await screen.findByTestId("reservation-status")).textContent).toBe("Reserved");
    expect(sent.find((s) => s.path === "/customer/reservations")?.payload).toMatchObject({
      reservationDate: today,
      reservationSlot: "18:15",
    });
  });

  it("shows the server's refusal when the time was just taken", async () => {
    handlers["/customer/reservations"] = () => fail(409, BOOKING_REFUSALS.slotTaken);
    renderAt(`${base}/Reservation`);
    fireEvent.click(await within(await screen.findByRole("group", { name: "Time" })).findByRole("radio", { name: "Today, 6:15 PM" }));
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
    fireEvent.click(screen.getByRole("button", { name: "Reserve" }));
    expect((await screen.findByRole("alert")).textContent).toContain(BOOKING_REFUSALS.slotTaken);
  });

  it("sends a restaurant that takes no reservations to its closed page, which offers the waitlist and the menu", async () => {
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, disabledServices: { isReservation: true } });
    const router = renderAt(`${base}/Reservation`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reservation/${gramercy.locationSlug}/closed`));
    expectShown(await screen.findByRole("heading", { name: BOOKING_REFUSALS.reservationsOff }));
    expect(screen.getByRole("link", { name: "Join the waitlist" }).getAttribute("href")).toBe(`${base}/checkin`);
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toMatch(new RegExp(`^${base}/menu`));
  });
});

describe("the reservations closed page (/reservation/{slug}/closed)", () => {
  const closedPage = `/reservation/${gramercy.locationSlug}/closed`;

  it("says truthfully that a restaurant taking reservations takes them, with Reserve a table", async () => {
    renderAt(closedPage);
    expectShown(await screen.findByRole("heading", { name: RESERVATIONS_CLOSED_TEXTS.openTitle }));
    expect(screen.queryByText(BOOKING_REFUSALS.reservationsOff)).toBeNull();
    expect(screen.getByRole("link", { name: "Reserve a table" }).getAttribute("href")).toBe(`${base}/Reservation`);
  });

  it("says it is fully booked online today when no table is left today", async () => {
    const full = slotsFixture(today, 2);
    handlers[`/merchants/generate-reservation-slot/${gramercy.id}`] = () =>
      ok({ ...full, slots: full.slots.map((slot) => ({ ...slot, available: false })) });
    renderAt(closedPage);
    expectShown(await screen.findByRole("heading", { name: RESERVATIONS_CLOSED_TEXTS.fullTitle }));
    expect(screen.getByRole("link", { name: "Reserve for another day" }).getAttribute("href")).toBe(`${base}/Reservation`);
  });

  it("says it is closed right now, and when it opens, while the restaurant is closed", async () => {
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, open: 0 });
    renderAt(closedPage);
    expectShown(await screen.findByRole("heading", { name: RESERVATIONS_CLOSED_TEXTS.closedNowTitle }));
    expect(screen.getByText(new RegExp(`^Opens .* at 5:00 PM\\. ${RESERVATIONS_CLOSED_TEXTS.closedNow}$`))).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reserve a table" }).getAttribute("href")).toBe(`${base}/Reservation`);
  });
});

describe("reservations turned off for a while", () => {
  const closedPage = `/reservation/${gramercy.locationSlug}/closed`;

  it("sends the diner from Reserve a table to the closed page, which says when reservations are back", async () => {
    const until = new Date(Date.now() + 45 * 60_000);
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, servicesOffUntil: { reservations: until.toISOString() } });
    const router = renderAt(`${base}/Reservation`);
    await waitFor(() => expect(router.state.location.pathname).toBe(closedPage));
    expectShown(await screen.findByRole("heading", { name: SERVICE_CLOSED_TEXTS.reservationsOff }));
    const backAt = new Intl.DateTimeFormat("en-US", { timeZone: gramercy.timeZoneCd, hour: "numeric", minute: "2-digit" }).format(until);
    expect(screen.getByText(SERVICE_CLOSED_TEXTS.backAt(backAt))).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Reserve a table" })).toBeNull();
    expect(screen.getByRole("link", { name: "Join the waitlist" }).getAttribute("href")).toBe(`${base}/checkin`);
  });

  it("says to check back later when they are off until turned back on, and offers no waitlist that is off too", async () => {
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, servicesOffUntil: { reservations: null, checkin: null } });
    renderAt(closedPage);
    expectShown(await screen.findByRole("heading", { name: SERVICE_CLOSED_TEXTS.reservationsOff }));
    expect(screen.getByText(SERVICE_CLOSED_TEXTS.untilReopened)).toBeTruthy();
    expect(screen.getByText(RESERVATIONS_CLOSED_TEXTS.offWithoutWaitlist)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Join the waitlist" })).toBeNull();
  });

  it("takes reservations again once the time has passed", async () => {
    handlers["/merchants/locations/slug"] = () =>
      ok({ ...gramercy, servicesOffUntil: { reservations: new Date(Date.now() - 60_000).toISOString() } });
    renderAt(closedPage);
    expectShown(await screen.findByRole("heading", { name: RESERVATIONS_CLOSED_TEXTS.openTitle }));
    expect(screen.getByRole("link", { name: "Reserve a table" }).getAttribute("href")).toBe(`${base}/Reservation`);
  });
});

describe("the reservation's page", () => {
  it("says when the reservation is someone else's", async () => {
    handlers["/customer/reservationId/v2"] = () => fail(403, BOOKING_REFUSALS.notYours);
    renderAt(`${base}/reservation/${RESERVATION_ID}`);
    expectShown(await screen.findByText(MESSAGES.reservationOfSomeoneElse));
  });
});
