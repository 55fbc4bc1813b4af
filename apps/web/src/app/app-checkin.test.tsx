/** The waitlist (/checkin and its closed page) through the whole app (route table, providers), against a fetch that answers like the API. */

import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import type { BookingProgress } from "@forkful/contracts/bookings";
import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../entities/booking/lib/checkin-throttle";
import { rememberCheckin } from "../features/checkin/lib/checkin-marker";
import { STORAGE_KEYS } from "../shared/lib/storage-keys";
import { bookingFixture, CHECKIN_ID, waitTimesFixture } from "../shared/testing/booking-fixtures";
import { expectShown } from "../shared/testing/expect-shown";
import { restaurantFixture } from "../shared/testing/fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([import("./routes/checkin-page"), import("./routes/checkin-closed-page"), import("./routes/reservation-detail-page")]);
}, 60_000);

const { handlers, install } = fakeApi();
const gramercy = restaurantFixture({ onlineCheckin: true });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;

/** An event stream that sends these frames and then stays open. */
function streamOf(...progress: BookingProgress[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const p of progress) controller.enqueue(encoder.encode(`event: progress\ndata: ${JSON.stringify(p)}\n\n`));
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const progressOf = (position: number) => {
  const { reservationId, kind, status, statusLabel, answerBy, partyAnswer, answerExtendedAt, table, updatedAt } = bookingFixture();
  return {
    reservationId,
    kind,
    status,
    statusLabel,
    answerBy,
    partyAnswer,
    answerExtendedAt,
    table,
    updatedAt,
    position,
    partiesAhead: position - 1,
    waitMinutes: position * 8,
  };
};

beforeEach(() => {
  install({
    "/merchants/locations/slug": () => ok(gramercy),
    "/merchants/v2/locations/wait-times": () => ok(waitTimesFixture({ locationId: gramercy.id })),
    "/customer/reservationId/v2": () => ok(bookingFixture()),
    "/events": () => streamOf(),
  });
  window.localStorage.clear();
  checkinThrottle.reset();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the waitlist page", () => {
  it("joins the line and shows the party's place, which moves with the stream without a reload", async () => {
    handlers["/customer/reservations"] = () => ok({ id: CHECKIN_ID, booking: bookingFixture() }, 201);
    handlers["/events"] = () => streamOf(progressOf(3), progressOf(2));
    renderRouter(routes, `${base}/checkin`, Providers);

    expectShown(await screen.findByText("about 20 min"));
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Grace Hopper" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));

    expectShown(await screen.findByText("You're #2 in line"));
    expect(screen.getByText("1 party ahead of you")).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(CHECKIN_ID);
  });

  it("shows a returning diner's check-in, not the form", async () => {
    rememberCheckin(CHECKIN_ID);
    renderRouter(routes, `${base}/checkin`, Providers);
    expectShown(await screen.findByText("You're #3 in line"));
    expect(screen.queryByRole("button", { name: "Join the waitlist" })).toBeNull();
  });

  it("shows the end of a check-in that ends while the diner watches (not the form), with Join again", async () => {
    handlers["/customer/reservations"] = () => ok({ id: CHECKIN_ID, booking: bookingFixture() }, 201);
    const cancelled = bookingFixture({
      status: "Cancelled",
      statusLabel: "Check-in cancelled",
      cancelReason: "Waited too long",
      canCancel: false,
    });
    let ended = false;
    handlers["/customer/reservationId/v2"] = () => ok(ended ? cancelled : bookingFixture());
    handlers["/events"] = () => {
      ended = true;
      const { position: _p, ...rest } = progressOf(3);
      return streamOf({ ...rest, position: null, status: "Cancelled", statusLabel: "Check-in cancelled" });
    };
    renderRouter(routes, `${base}/checkin`, Providers);
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Grace Hopper" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
    fireEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));

    expectShown(await screen.findByRole("button", { name: "Join again" }));
    expect(screen.getByText("Reason: Waited too long")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join again" }));
    expectShown(await screen.findByRole("button", { name: "Join the waitlist" }));
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBeNull();
  });

  it("forgets an ended check-in whose marker has passed, and shows the form", async () => {
    rememberCheckin(CHECKIN_ID, Date.now() - 10 * 60_000);
    handlers["/customer/reservationId/v2"] = () =>
      ok(bookingFixture({ status: "Completed", statusLabel: "Visit complete", canCancel: false }));
    renderRouter(routes, `${base}/checkin`, Providers);
    expectShown(await screen.findByRole("button", { name: "Join the waitlist" }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBeNull());
  });

  it("sends the diner to the closed page while the line is closed, which says why", async () => {
    const reason = "The wait is over 120 minutes right now, so online check-in is paused. Please ask the host";
    handlers["/merchants/v2/locations/wait-times"] = () => ok(waitTimesFixture({ open: false, reason }));
    const router = renderRouter(routes, `${base}/checkin`, Providers);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkIn/${gramercy.locationSlug}/closed`));
    expectShown(await screen.findByText(reason));
    expect(screen.getByRole("heading", { name: "Online check-in is closed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toBe(`${base}/menu`);
    expect(screen.getByRole("table", { name: "Opening hours" })).toBeTruthy();
  });

  it("sends the diner to the closed page while the restaurant turned check-in off for a while, which says when it is back", async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, servicesOffUntil: { checkin: until.toISOString() } });
    const router = renderRouter(routes, `${base}/checkin`, Providers);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkIn/${gramercy.locationSlug}/closed`));
    expectShown(await screen.findByText(SERVICE_CLOSED_TEXTS.checkinOff));
    expect(screen.getByRole("heading", { name: "Online check-in is closed" })).toBeTruthy();
    const backAt = new Intl.DateTimeFormat("en-US", { timeZone: gramercy.timeZoneCd, hour: "numeric", minute: "2-digit" }).format(until);
    expect(screen.getByText(SERVICE_CLOSED_TEXTS.backAt(backAt))).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Join the waitlist" })).toBeNull();
  });

  it("opens the link of the waitlist's text (/reservation/{id}) on the party's live place, ready with its answers", async () => {
    const answerBy = new Date(Date.now() + 8 * 60_000).toISOString();
    const ready = bookingFixture({ status: "Notified", statusLabel: "Your table is ready", position: null, answerBy });
    handlers["/customer/reservationId/v2"] = () => ok(ready);
    handlers["/events"] = () => streamOf({ ...progressOf(1), position: null, status: "Notified", answerBy });
    renderRouter(routes, `${base}/reservation/${CHECKIN_ID}`, Providers);
    expectShown(await screen.findByText("Your table is ready", { selector: "[role=alert]" }));
    expect(screen.getByRole("button", { name: "On my way" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Need 5 more minutes" })).toBeTruthy();
    // Opened from the text on this device: /checkin follows it from now on.
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(CHECKIN_ID));
  });
});
