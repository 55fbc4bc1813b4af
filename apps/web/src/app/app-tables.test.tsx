/** The tableside check-in and the table's details page through the whole app (route table, providers), against a fetch that answers like the API. */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { type Booking, bookingSchema } from "@forkful/contracts/bookings";
import { type TableDetails, tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { joiningTabText, TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import type { TableTabAnswer } from "@forkful/contracts/tabs";
import { CALL_WAITER_LABEL } from "@forkful/contracts/waiter-calls";
import { cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkinThrottle } from "../entities/booking/lib/checkin-throttle";
import { rememberTableToken } from "../entities/table/lib/table-tokens";
import { authStore } from "../features/auth/stores/session-store";
import { STORAGE_KEYS } from "../shared/lib/storage-keys";
import { expectShown } from "../shared/testing/expect-shown";
import { menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import("./routes/tableside-checkin-page"),
    import("./routes/table-details-page"),
    import("./routes/table-landing-page"),
    import("./routes/menu-page"),
  ]);
}, 60_000);

const { handlers, sent, install } = fakeApi();
const gramercy = restaurantFixture({ timeZoneCd: "America/New_York", onlineCheckin: true });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;
const T4 = { tableId: "T4", tableName: "Table 4", seats: 4, sectionId: 1, sectionName: "Dining Room" };
const RESERVATION_ID = "5b0c7c4e-8f1a-4c55-9d0e-1f2a3b4c5d6e";
const GUEST = {
  customerId: "9d3c1a52-7b7e-4f0e-9a51-2b8f6c0d4e11",
  accessToken: "guest-access",
  refreshToken: "guest-refresh",
  accessTokenExpiresAt: "2026-11-24T01:00:00.000Z",
};

function tableAnswer(overrides: Partial<TableDetails> = {}): TableDetails {
  return tableDetailsAnswerSchema.parse({
    locationId: gramercy.id,
    locationSlug: gramercy.locationSlug,
    merchantType: gramercy.merchantType,
    branchName: gramercy.branchName,
    sections: [{ sectionId: 1, sectionName: "Dining Room", tables: [T4] }],
    table: T4,
    session: null,
    occupied: false,
    ...overrides,
  });
}

function seatedBooking(): Booking {
  const at = "2026-11-24T00:05:00.000Z";
  return bookingSchema.parse({
    ...{ reservationId: RESERVATION_ID, kind: "checkin", locationId: gramercy.id, locationSlug: gramercy.locationSlug },
    ...{ merchantType: gramercy.merchantType, branchName: gramercy.branchName, timeZone: "America/New_York" },
    ...{ status: "Seated", statusLabel: "Seated", checkedIn: true, customerId: GUEST.customerId, fullName: "Grace Hopper" },
    ...{ phone: "+12125550123", email: null, guestCount: 3, note: null, deviceId: "", channelName: "ONLINE", seatTogether: "1" },
    ...{ reservationDate: null, reservationSlot: null, startsAt: null, endsAt: null, table: T4, position: null, partiesAhead: null },
    ...{ waitMinutes: null, quotedWaitMinutes: null, createdAt: at, updatedAt: at, notifiedAt: null, answerBy: null, seatedAt: at },
    ...{ partyAnswer: null, partyAnsweredAt: null, answerExtendedAt: null },
    ...{ finishedAt: null, cancelledAt: null, cancelReason: null, remindedAt: null, isFeedbackSubmitted: false },
    ...{ canCancel: false, canChange: false },
  });
}

/** The token of table T4's QR code (decision 028). */
const TOKEN = "qr-token-of-T4-0123456789abcdef";

beforeEach(() => {
  install({
    "/merchants/locations/slug": () => ok(gramercy),
    "/merchants/locations/reservations/table-details/v2": () => ok(tableAnswer()),
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The diner scanned the table's QR code (the first test follows the code's own link instead).
  for (const tableId of ["T4", "T99"]) rememberTableToken({ locationSlug: gramercy.locationSlug, tableId }, TOKEN);
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

async function fillGuest() {
  fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Grace Hopper" } });
  fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "212 555 0123" } });
}

describe("tableside check-in", () => {
  it("names the table, its section and the restaurant, checks a guest in at it and opens the table's menu", async () => {
    window.sessionStorage.clear();
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking: seatedBooking(), guestSession: GUEST }, 201);
    // The table's QR code: its token is kept for the visit and the page opens without it in the address.
    const router = renderAt(`${base}/tableside/checkIn/T4?t=${TOKEN}`);
    expectShown(await screen.findByRole("heading", { name: "Table 4" }));
    expect(router.state.location.search).toBe("");
    expectShown(screen.getByText("Dining Room"));
    expectShown(screen.getByText(gramercy.branchName));
    expect(sent.find((s) => s.path === "/merchants/locations/reservations/table-details/v2")?.payload).toEqual({
      locationId: gramercy.id,
      tableId: "T4",
      tableToken: TOKEN,
    });

    await fillGuest();
    fireEvent.click(screen.getByRole("button", { name: "More guests" }));
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/table/T4/menu/dinein`));
    const request = sent.find((s) => s.path === "/customer/reservations");
    expect(request?.payload).toMatchObject({
      locationId: gramercy.id,
      tableId: "T4",
      tableToken: TOKEN,
      guestCount: 3,
      fullName: "Grace Hopper",
      phone: "+12125550123",
      countryCode: "+1",
    });
    expect(request?.payload).not.toHaveProperty("reservationDate");
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBe(RESERVATION_ID);
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinTableId)).toBe("T4");
    // The guest session that owns the check-in is the diner's now: the dine-in order needs no second sign-in.
    expect(authStore.getState().user?.customerId).toBe(GUEST.customerId);
  });

  it("sends the payload in the query param data, not the body", async () => {
    const fetchMock = vi.mocked(fetch);
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking: seatedBooking() }, 201);
    renderAt(`${base}/tableside/checkIn/T4`);
    await fillGuest();
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    await waitFor(() => expect(sent.some((s) => s.path === "/customer/reservations")).toBe(true));
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes("/customer/reservations"));
    expect(calls).toHaveLength(1);
    expect(String(calls[0]![0])).toMatch(/\/customer\/reservations\?data=/);
    expect(calls[0]![1]?.body).toBeUndefined();
  });

  it("reads a number typed without its code as one of the restaurant's country", async () => {
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, currency: "INR" });
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking: seatedBooking() }, 201);
    renderAt(`${base}/tableside/checkIn/T4`);
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Grace Hopper" } });
    fireEvent.change(screen.getByLabelText("Mobile number"), { target: { value: "98765 43210" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    await waitFor(() => expect(sent.some((s) => s.path === "/customer/reservations")).toBe(true));
    expect(sent.find((s) => s.path === "/customer/reservations")?.payload).toMatchObject({ phone: "+919876543210", countryCode: "+91" });
  });

  it("shows the server's refusal when someone sat down first, and checks in nowhere", async () => {
    handlers["/customer/reservations"] = () => fail(409, BOOKING_REFUSALS.tableTaken);
    const router = renderAt(`${base}/tableside/checkIn/T4`);
    await fillGuest();
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    expect((await screen.findByRole("alert")).textContent).toContain(BOOKING_REFUSALS.tableTaken);
    expect(router.state.location.pathname).toBe(`${base}/tableside/checkIn/T4`);
    expect(window.localStorage.getItem(STORAGE_KEYS.checkinReservationId)).toBeNull();
  });

  it("sends a double tap once now, holding the second behind the check-in throttle", async () => {
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking: seatedBooking() }, 201);
    renderAt(`${base}/tableside/checkIn/T4`);
    await fillGuest();
    const button = screen.getByRole("button", { name: "Check in at this table" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(sent.filter((s) => s.path === "/customer/reservations")).toHaveLength(1));
    expect(checkinThrottle.waitMs("checkin")).toBeGreaterThan(0);
  });

  it("tries again as a new attempt after a refusal (nothing was booked)", async () => {
    let calls = 0;
    handlers["/customer/reservations"] = () =>
      ++calls === 1 ? fail(409, BOOKING_REFUSALS.tableTaken) : ok({ id: RESERVATION_ID, booking: seatedBooking() }, 201);
    const router = renderAt(`${base}/tableside/checkIn/T4`);
    await fillGuest();
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    await screen.findByRole("alert");
    checkinThrottle.reset();
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/table/T4/menu/dinein`));
    const keys = sent
      .filter((s) => s.path === "/customer/reservations")
      .map((s) => (s.payload as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("asks again for what the form needs before sending anything", async () => {
    renderAt(`${base}/tableside/checkIn/T4`);
    fireEvent.click(await screen.findByRole("button", { name: "Check in at this table" }));
    expectShown(await screen.findByText("Enter your full name"));
    expect(sent.some((s) => s.path === "/customer/reservations")).toBe(false);
  });

  it("offers the menu, and no form, to the party already seated here", async () => {
    const seatedAt = "2026-11-24T00:05:00.000Z";
    handlers["/merchants/locations/reservations/table-details/v2"] = () =>
      ok(tableAnswer({ occupied: true, session: { reservationId: RESERVATION_ID, fullName: "Grace Hopper", guestCount: 3, seatedAt } }));
    renderAt(`${base}/tableside/checkIn/T4`);
    expectShown(await screen.findByText("You're seated at this table"));
    expectShown(screen.getByText("Grace Hopper, party of 3 · since 7:05 PM"));
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toBe(`${base}/table/T4/menu/dinein`);
    expect(screen.queryByRole("button", { name: "Check in at this table" })).toBeNull();
  });

  it("tells another diner that the table is taken, without saying by whom", async () => {
    handlers["/merchants/locations/reservations/table-details/v2"] = () => ok(tableAnswer({ occupied: true }));
    renderAt(`${base}/tableside/checkIn/T4`);
    expectShown(await screen.findByText(BOOKING_REFUSALS.tableTaken));
    expect(screen.queryByRole("button", { name: "Check in at this table" })).toBeNull();
  });

  it("offers the menu, and no form, where the restaurant checks no one in online", async () => {
    handlers["/merchants/locations/slug"] = () => ok({ ...gramercy, onlineCheckin: false });
    renderAt(`${base}/tableside/checkIn/T4`);
    expectShown(await screen.findByText(BOOKING_REFUSALS.checkinClosed));
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toBe(`${base}/table/T4/menu/dinein`);
    expect(screen.queryByRole("button", { name: "Check in at this table" })).toBeNull();
  });

  it("says there is no such table, with the way back to the restaurant", async () => {
    handlers["/merchants/locations/reservations/table-details/v2"] = () => ({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: BOOKING_REFUSALS.noSuchTable },
    });
    renderAt(`${base}/tableside/checkIn/T99`);
    expectShown(await screen.findByText("No such table"));
    expect(screen.getByRole("link", { name: "Go to the restaurant" }).getAttribute("href")).toBe(base);
  });

  it("checks a signed-in diner in as themselves, without typing", async () => {
    const user = {
      customerId: "c-ada",
      accessToken: "a",
      refreshToken: "r",
      name: "Ada Lovelace",
      mobilePhone: "+14155550123",
      email: null,
    };
    authStore.getState().signIn(user, false);
    handlers["/customer/reservations"] = () => ok({ id: RESERVATION_ID, booking: seatedBooking() }, 201);
    renderAt(`${base}/tableside/checkIn/T4`);
    expectShown(await screen.findByText("Checking in as"));
    expect(screen.queryByLabelText("Full name")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Check in at this table" }));
    await waitFor(() => expect(sent.some((s) => s.path === "/customer/reservations")).toBe(true));
    const request = sent.find((s) => s.path === "/customer/reservations");
    expect(request?.payload).toMatchObject({ fullName: "Ada Lovelace", phone: "+14155550123", customerId: "c-ada" });
    expect(request?.authorization).toBe("Bearer a");
  });
});

describe("a table's pages opened without its QR code (decision 028)", () => {
  it.each([
    ["the table's landing", "/table/T4"],
    ["the tableside check-in", "/tableside/checkIn/T4"],
    ["the table's details", "/checkin/table/T4/details"],
    ["the table's menu", "/table/T4/menu/dinein"],
  ])("%s asks the diner to scan the table's code, and asks the server nothing about the table", async (_, path) => {
    window.sessionStorage.clear();
    handlers["/merchants/menu/v2"] = () => ok(menuFixture());
    renderAt(`${base}${path}`);
    expectShown(await screen.findByRole("heading", { name: TABLE_TOKEN_REFUSALS.missing.message }));
    expect(screen.queryByText("Table 4")).toBeNull();
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toBe(`${base}/menu`);
    const asked = sent.map((s) => s.path);
    expect(asked).not.toContain("/merchants/locations/reservations/table-details/v2");
    expect(asked).not.toContain("/order/customer/table-tab");
  });

  it("says plainly when the table's code has changed (the server's refusal), and shows nothing of the table", async () => {
    const stale = { statusCode: 403, error: "Forbidden", ...TABLE_TOKEN_REFUSALS.stale };
    handlers["/order/customer/table-tab"] = () => ({ status: 403, body: stale });
    handlers["/merchants/locations/reservations/table-details/v2"] = () => ({ status: 403, body: stale });
    renderAt(`${base}/table/T4`);
    expectShown(await screen.findByRole("heading", { name: TABLE_TOKEN_REFUSALS.stale.message }));
    expect(screen.queryByTestId("open-tab")).toBeNull();
    expect(screen.queryByRole("button", { name: CALL_WAITER_LABEL })).toBeNull();
  });
});

describe("the table's landing", () => {
  const landing = (tab: TableTabAnswer["tab"]): TableTabAnswer => ({
    tableId: "T4",
    selectedTableName: "Table 4",
    selectedSectionId: "1",
    tab,
  });

  it("tells someone at the table whose open tab they join: the first diner's first name, and nothing of the tab", async () => {
    const tab = { orderId: null, state: "open" as const, rounds: 2, diners: 2, youAreADiner: false, firstDiner: "Ana" };
    handlers["/order/customer/table-tab"] = () => ok(landing(tab));
    renderAt(`${base}/table/T4`);
    expectShown(await screen.findByRole("heading", { name: joiningTabText("Ana") }));
    expect(screen.queryByRole("link", { name: "Open the tab" })).toBeNull();
    expect(screen.getByTestId("table-menu").getAttribute("href")).toBe(`${base}/table/T4/menu/dinein`);
    expect(sent.find((s) => s.path === "/order/customer/table-tab")?.payload).toEqual({
      locationId: gramercy.id,
      tableId: "T4",
      tableToken: TOKEN,
    });
  });

  it("lets a diner of the tab open it and order more onto it", async () => {
    const ORDER = "0b5f6a1e-1111-4c4c-8888-123456789abc";
    const tab = { orderId: ORDER, state: "open" as const, rounds: 1, diners: 1, youAreADiner: true, firstDiner: "Ana" };
    handlers["/order/customer/table-tab"] = () => ok(landing(tab));
    renderAt(`${base}/table/T4`);
    expect((await screen.findByRole("link", { name: "Open the tab" })).getAttribute("href")).toBe(`${base}/table/T4/order/${ORDER}`);
    expect(screen.queryByText(joiningTabText("Ana"))).toBeNull();
  });
});

describe("table details page", () => {
  it("shows a free table with its seats and both ways on", async () => {
    renderAt(`${base}/checkin/table/T4/details`);
    expectShown(await screen.findByRole("heading", { name: "Table 4" }));
    expectShown(screen.getByText("4 seats"));
    expectShown(screen.getByText("Free now"));
    expect(screen.getByRole("link", { name: "Check in at this table" }).getAttribute("href")).toBe(`${base}/tableside/checkIn/T4`);
    expect(screen.getByRole("link", { name: "See the menu" }).getAttribute("href")).toBe(`${base}/table/T4/menu/dinein`);
  });

  it("says an occupied table is taken and offers no check-in there", async () => {
    handlers["/merchants/locations/reservations/table-details/v2"] = () => ok(tableAnswer({ occupied: true }));
    renderAt(`${base}/checkin/table/T4/details`);
    expectShown(await screen.findByText("Occupied"));
    expect(screen.queryByRole("link", { name: "Check in at this table" })).toBeNull();
  });

  it("shows the seated party its own party and seat time", async () => {
    const seatedAt = "2026-11-24T00:05:00.000Z";
    handlers["/merchants/locations/reservations/table-details/v2"] = () =>
      ok(tableAnswer({ occupied: true, session: { reservationId: RESERVATION_ID, fullName: "Grace Hopper", guestCount: 3, seatedAt } }));
    renderAt(`${base}/checkin/table/T4/details`);
    expectShown(await screen.findByText("Grace Hopper, party of 3 · since 7:05 PM"));
  });

  it("offers a retry when the table cannot be loaded", async () => {
    let calls = 0;
    handlers["/merchants/locations/reservations/table-details/v2"] = () => (++calls <= 2 ? fail(500, "boom") : ok(tableAnswer()));
    renderAt(`${base}/checkin/table/T4/details`);
    fireEvent.click(await screen.findByRole("button", { name: "Retry" }, { timeout: 4000 }));
    expectShown(await screen.findByRole("heading", { name: "Table 4" }));
  });
});

describe("contactless dine-in landing", () => {
  it("names the table and its section from the table's details", async () => {
    renderAt(`${base}/table/T4/menu/dinein/contactlessdinein/landing`);
    expectShown(await screen.findByText("Table 4"));
    expect(screen.getByText("Table 4").parentElement?.textContent).toBe(`You are at Table 4 · Dining Room · ${gramercy.branchName}`);
  });

  it("falls back to the table's QR id when the restaurant has no such table on its floor", async () => {
    handlers["/merchants/locations/reservations/table-details/v2"] = () => fail(400, "tableId is not valid");
    renderAt(`${base}/table/T4/menu/dinein/contactlessdinein/landing`);
    const id = await screen.findByText("T4");
    expect(id.parentElement?.textContent).toBe(`You are at table T4 · ${gramercy.branchName}`);
  });
});

describe("a table's menu", () => {
  it("names the table and its section in its banner", async () => {
    handlers["/merchants/menu/v2"] = () => ok(menuFixture());
    renderAt(`${base}/table/T4/menu/dinein`);
    expectShown(await screen.findByText("Table 4 · Dining Room"));
  });

  it("names the table by its QR id when the floor does not know it", async () => {
    handlers["/merchants/menu/v2"] = () => ok(menuFixture());
    handlers["/merchants/locations/reservations/table-details/v2"] = () => fail(400, "tableId is not valid");
    renderAt(`${base}/table/T4/menu/dinein`);
    expectShown(await screen.findByText("Table T4"));
    expect(screen.queryByText(/Dining Room/)).toBeNull();
  });
});

describe("restaurant facilities", () => {
  it("lead Online check-in to the restaurant's check-in page", async () => {
    renderAt(`${base}/details`);
    const link = await screen.findByRole("link", { name: "Online check-in" });
    expect(link.getAttribute("href")).toBe(`${base}/checkin`);
    // Other facilities stay plain words.
    expectShown(screen.getByText("Dine-in"));
    expect(screen.queryByRole("link", { name: "Dine-in" })).toBeNull();
  });
});
