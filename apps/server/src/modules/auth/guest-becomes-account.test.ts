/**
 * A guest who ordered, checked in and reserved signed out, then proves a number with a code from the same session
 * (Account → Profile → Create an account): everything the guest did is the account's, in one transaction.
 */
import { type Booking, bookingSchema } from "@forkful/contracts/bookings";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import type { Order } from "@forkful/contracts/orders";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../db/schema/addresses";
import { favouriteLocations } from "../../db/schema/favourites";
import { supportRequests } from "../../db/schema/support";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { locationIdOf, reservationRequest, reserve, testFloor } from "../../test/reservation-test-kit";
import { AFTER_COOLDOWN_MS, encodedCall, latestCode, mutableClock, newIp, newMobile, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { checkinRequest, joined, setUpWaitlistFloor, type WaitlistFloor } from "../../test/waitlist-test-kit";

const clock = mutableClock();
let t: TestApp;
let pickupAt: number;
let reservedAt: number;
let floor: WaitlistFloor;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  pickupAt = (await openRestaurants(t, "pickup"))[0]!.id;
  reservedAt = await locationIdOf(t);
  await testFloor(t, reservedAt, [2, 2, 4, 4]);
  floor = await setUpWaitlistFloor(t);
});
afterAll(() => t.close());

/** An order placed signed out (or in the given session): the placed order and its guest session. */
async function guestOrder(phone: string, token?: string) {
  const item = untrackedItem(await menuOf(t, pickupAt, "pickup"));
  const answer = await placeOrder(t, orderRequest(pickupAt, [lineFor(item)], { phone }), token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return placedOrderSchema.parse(answer.body);
}

async function guestReservation(phone: string, token?: string) {
  const answer = await reserve(t, reservationRequest(reservedAt, { phone }), token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { booking: Booking }).booking;
}

const orderIdsOf = async (customerId: string, token: string): Promise<string[]> => {
  const answer = await encodedCall(t, "POST", "/order/filter/orders/v2", { search: `customerId:${customerId}` }, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { content: Order[] }).content.map((o) => o.orderId);
};

const bookingAs = (reservationId: string, token: string) =>
  encodedCall(t, "POST", "/customer/reservationId/v2", { reservationId }, { token });

/** Ask for a code and verify it with the JSON call the web's sign-in sheet uses (a new number signs up with a name). */
async function verifyOtp(mobilePhone: string, token?: string) {
  clock.advance(AFTER_COOLDOWN_MS);
  const ip = newIp();
  const asked = await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone, isGuestUser: false }, { ip });
  expect(asked.status).toBe(200);
  const otp = await latestCode(t, mobilePhone);
  return t.app.inject({
    method: "POST",
    url: "/data-services/api/v2/customers/auth/verify-otp",
    headers: { "x-app-version": "v2", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { mobilePhone, countryCode: "+1", otp, fullName: "Asha Guest" },
  });
}

const signedIn = (response: Awaited<ReturnType<typeof verifyOtp>>) => {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { customerDetails: { customerId: string }; accessToken: string };
  return { customerId: body.customerDetails.customerId, accessToken: body.accessToken };
};

describe("a guest who makes an account with a code from the same session", () => {
  it("finds the order, the check-in and the reservation in the account, with the addresses, favourites and help asked", async () => {
    const phone = newMobile();
    const placed = await guestOrder(phone);
    const guest = placed.guestSession!;
    const elsewhere = await guestOrder(newMobile(), guest.accessToken);
    const checkin = (await joined(t, checkinRequest(floor, { phone: phone.slice(2) }), guest.accessToken)).booking;
    const reservation = await guestReservation(phone, guest.accessToken);
    const address = { customerId: guest.customerId, tag: "Home", addressLine1: "12 Market St", lat: 37.7936, lng: -122.3958 };
    expect((await encodedCall(t, "POST", "/addresses", address, { token: guest.accessToken })).status).toBe(201);
    const heart = { customerId: guest.customerId, locationId: pickupAt };
    expect((await encodedCall(t, "POST", "/favourites", heart, { token: guest.accessToken })).status).toBe(200);
    const help = { topic: "order", message: "Can you add extra napkins?", orderId: placed.orderId };
    expect((await encodedCall(t, "POST", "/support/createSupportRequest", help, { token: guest.accessToken })).status).toBe(201);

    const account = signedIn(await verifyOtp(phone, guest.accessToken));
    expect(account.customerId).not.toBe(guest.customerId);
    // My Orders: both orders of the session, the one placed with another number too (the session was the diner's).
    expect(await orderIdsOf(account.customerId, account.accessToken)).toEqual(expect.arrayContaining([placed.orderId, elsewhere.orderId]));
    for (const booking of [checkin, reservation]) {
      const read = await bookingAs(booking.reservationId, account.accessToken);
      expect(read.status, JSON.stringify(read.body)).toBe(200);
      expect(bookingSchema.parse(read.body).customerId).toBe(account.customerId);
      expect((await bookingAs(booking.reservationId, guest.accessToken)).status).toBe(403);
    }
    const db = t.database.db;
    expect(await db.select().from(addresses).where(eq(addresses.customerId, account.customerId))).toMatchObject([{ isDefault: true }]);
    expect(await db.select().from(favouriteLocations).where(eq(favouriteLocations.customerId, account.customerId))).toHaveLength(1);
    expect(await db.select().from(supportRequests).where(eq(supportRequests.customerId, account.customerId))).toHaveLength(1);
    expect(await orderIdsOf(guest.customerId, guest.accessToken)).toEqual([]);
  });

  it("signing in to an existing account carries the same way, keeping the account's own default address", async () => {
    const diner = await signUpByOtp(t);
    const mine = { customerId: diner.customerId, tag: "Work", addressLine1: "1 Main St", lat: 37.79, lng: -122.39, isDefault: true };
    expect((await encodedCall(t, "POST", "/addresses", mine, { token: diner.accessToken })).status).toBe(201);
    const placed = await guestOrder(diner.mobilePhone!);
    const guest = placed.guestSession!;
    const theirs = { customerId: guest.customerId, tag: "Home", addressLine1: "2 Side St", lat: 37.78, lng: -122.4 };
    expect((await encodedCall(t, "POST", "/addresses", theirs, { token: guest.accessToken })).status).toBe(201);

    const account = signedIn(await verifyOtp(diner.mobilePhone!, guest.accessToken));
    expect(account.customerId).toBe(diner.customerId);
    expect(await orderIdsOf(account.customerId, account.accessToken)).toContain(placed.orderId);
    const book = await t.database.db.select().from(addresses).where(eq(addresses.customerId, diner.customerId));
    expect(book.map((a) => [a.addressLine1, a.isDefault]).sort()).toEqual([
      ["1 Main St", true],
      ["2 Side St", false],
    ]);
  });

  it("brings what other guest sessions did under the proved number, and nothing under another number", async () => {
    const phone = newMobile();
    const earlier = await guestOrder(phone);
    const earlierReservation = await guestReservation(phone, earlier.guestSession!.accessToken);
    const strangers = await guestOrder(newMobile());
    const owner = await signUpByOtp(t);
    const ownersOrder = await guestOrder(phone, owner.accessToken);

    const account = signedIn(await verifyOtp(phone));
    const listed = await orderIdsOf(account.customerId, account.accessToken);
    expect(listed).toContain(earlier.orderId);
    expect(listed).not.toContain(strangers.orderId);
    expect(listed).not.toContain(ownersOrder.orderId);
    expect((await bookingAs(earlierReservation.reservationId, account.accessToken)).status).toBe(200);
    expect(await orderIdsOf(owner.customerId, owner.accessToken)).toContain(ownersOrder.orderId);
  });

  it("carries nothing when any part fails, and the same code then works", async () => {
    const phone = newMobile();
    const placed = await guestOrder(phone);
    const guest = placed.guestSession!;
    const help = { topic: "order", message: "Where is my order?", orderId: placed.orderId };
    expect((await encodedCall(t, "POST", "/support/createSupportRequest", help, { token: guest.accessToken })).status).toBe(201);
    const db = t.database.db;
    // The support requests are carried after the orders: a failure there must take the orders' move back too.
    await db.execute(sql`create function refuse_carry() returns trigger language plpgsql as $$
      begin raise exception 'support requests are not moving today'; end $$`);
    await db.execute(sql`create trigger refuse_carry before update on support_requests for each row execute function refuse_carry()`);
    const ip = newIp();
    expect((await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone: phone, isGuestUser: false }, { ip })).status).toBe(200);
    const otp = await latestCode(t, phone);
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/data-services/api/v2/customers/auth/verify-otp",
        headers: { "x-app-version": "v2", authorization: `Bearer ${guest.accessToken}` },
        payload: { mobilePhone: phone, countryCode: "+1", otp, fullName: "Asha Guest" },
      });
    expect((await attempt()).statusCode).toBe(500);
    expect(await orderIdsOf(guest.customerId, guest.accessToken)).toEqual([placed.orderId]);
    await db.execute(sql`drop trigger refuse_carry on support_requests`);
    await db.execute(sql`drop function refuse_carry`);

    const account = signedIn(await attempt());
    expect(await orderIdsOf(account.customerId, account.accessToken)).toEqual([placed.orderId]);
  });

  it("leaves a guest's place in a waitlist with the guest when the account already holds one", async () => {
    const diner = await signUpByOtp(t);
    const ownPlace = (await joined(t, checkinRequest(floor, { phone: diner.mobilePhone!.slice(2) }), diner.accessToken)).booking;
    const placed = await guestOrder(diner.mobilePhone!);
    const guest = placed.guestSession!;
    const guestsPlace = (await joined(t, checkinRequest(floor), guest.accessToken)).booking;

    const account = signedIn(await verifyOtp(diner.mobilePhone!, guest.accessToken));
    expect(await orderIdsOf(account.customerId, account.accessToken)).toContain(placed.orderId);
    expect(bookingSchema.parse((await bookingAs(ownPlace.reservationId, account.accessToken)).body).customerId).toBe(diner.customerId);
    expect((await bookingAs(guestsPlace.reservationId, guest.accessToken)).status).toBe(200);
  });
});
