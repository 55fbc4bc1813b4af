import { type UserDetail, userDetailSchema } from "@forkful/contracts/customers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  locationIds = (await t.database.db.select({ id: merchantLocations.id }).from(merchantLocations)).map((r) => r.id);
  expect(locationIds.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUpByOtp>>;

async function fetchProfile(session: Session): Promise<UserDetail> {
  const answer = await encodedCall(t, "POST", "/customer/profile/v2", { id: session.customerId }, { token: session.accessToken });
  expect(answer.status).toBe(200);
  return userDetailSchema.parse(answer.body);
}

const update = (session: Session, changes: object) =>
  encodedCall(t, "PUT", "/customer/profile/v2", { customerId: session.customerId, ...changes }, { token: session.accessToken });

async function updated(session: Session, changes: object): Promise<UserDetail> {
  const answer = await update(session, changes);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const detail = userDetailSchema.parse(answer.body);
  expect(await fetchProfile(session)).toEqual(detail);
  return detail;
}

describe("POST /customer/profile/v2", () => {
  it("answers the caller's user detail", async () => {
    const session = await signUpByOtp(t, { fullName: "Profile Owner", email: "owner@example.com" });
    expect(await fetchProfile(session)).toEqual({
      userId: session.customerId,
      userName: null,
      fullName: "Profile Owner",
      email: "owner@example.com",
      phoneNumber: session.mobilePhone,
      tableBooking: [],
      favRestaurants: [],
      favItems: [],
      userLocationDetails: [],
      isPromoSubscribed: false,
      walletAmount: 0,
      isGuestUser: false,
      hasPassword: false,
    });
  });

  it("refuses a missing or malformed id with 400", async () => {
    const session = await signUpByOtp(t);
    for (const payload of [{}, { id: "42" }, { id: 42 }]) {
      const answer = await encodedCall(t, "POST", "/customer/profile/v2", payload, { token: session.accessToken });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toMatch(/id/);
    }
  });
});

describe("PUT /customer/profile/v2", () => {
  it("turns promotions on and off", async () => {
    const session = await signUpByOtp(t);
    expect((await updated(session, { isPromoSubscribed: true })).isPromoSubscribed).toBe(true);
    expect((await updated(session, { isPromoSubscribed: false })).isPromoSubscribed).toBe(false);
  });

  it("saves locations newest first, one per address, with the Custom label by default", async () => {
    const session = await signUpByOtp(t);
    const home = { label: "Home", address: "1 Market St, San Francisco", lat: 37.79, lng: -122.39 };
    expect((await updated(session, { customerLocation: home })).userLocationDetails).toEqual([home]);
    const office = { address: "500 Howard St, San Francisco", lat: 37.78, lng: -122.4 };
    const two = await updated(session, { customerLocation: office });
    expect(two.userLocationDetails).toEqual([{ ...office, label: "Custom" }, home]);
    const movedHome = { ...home, label: "Work" };
    expect((await updated(session, { customerLocation: movedHome })).userLocationDetails).toEqual([
      movedHome,
      { ...office, label: "Custom" },
    ]);
  });

  it("adds and removes a favourite restaurant", async () => {
    const session = await signUpByOtp(t);
    const [first, second] = locationIds as [number, number];
    const favourite = (locationId: number, isFavorite: boolean) => ({
      favoriteMerchantLocationRequest: { customerId: session.customerId, locationId, isFavorite },
    });
    expect((await updated(session, favourite(first, true))).favRestaurants).toEqual([first]);
    expect((await updated(session, favourite(first, true))).favRestaurants).toEqual([first]);
    expect((await updated(session, favourite(second, true))).favRestaurants.sort()).toEqual([first, second].sort());
    expect((await updated(session, favourite(first, false))).favRestaurants).toEqual([second]);
    // isFavorite defaults to true
    const defaulted = await updated(session, { favoriteMerchantLocationRequest: { customerId: session.customerId, locationId: first } });
    expect(defaulted.favRestaurants.sort()).toEqual([first, second].sort());
  });

  it("answers an unknown restaurant with 404 and changes nothing, even the other fields of the call", async () => {
    const session = await signUpByOtp(t);
    const before = await fetchProfile(session);
    for (const isFavorite of [true, false]) {
      const answer = await update(session, {
        isPromoSubscribed: true,
        email: "changed@example.com",
        customerLocation: { address: "1 Nowhere Rd", lat: 1, lng: 1 },
        favoriteMerchantLocationRequest: { customerId: session.customerId, locationId: 999_999, isFavorite },
      });
      expect(answer.status).toBe(404);
      expect(messageOf(answer)).toContain("999999");
    }
    expect(await fetchProfile(session)).toEqual(before);
  });

  it("changes the email, and refuses one linked to another account", async () => {
    await signUpByOtp(t, { email: "someone.else@example.com" });
    const session = await signUpByOtp(t, { email: "mine@example.com" });
    expect((await updated(session, { email: "  New.Mine@Example.com " })).email).toBe("new.mine@example.com");
    const before = await fetchProfile(session);
    const linked = await update(session, { email: "Someone.Else@example.com", isPromoSubscribed: true });
    expect(linked.status).toBe(400);
    expect(messageOf(linked)).toContain("linked");
    expect(await fetchProfile(session)).toEqual(before);
  });

  it("refuses bad input on each field with a clear 400 and changes nothing", async () => {
    const session = await signUpByOtp(t);
    await updated(session, { customerLocation: { label: "Home", address: "1 Market St", lat: 37.79, lng: -122.39 } });
    const before = await fetchProfile(session);
    const empty = await encodedCall(t, "PUT", "/customer/profile/v2", { customerId: session.customerId }, { token: session.accessToken });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toMatch(/Nothing to update/);
    // Each bad field rides along with a valid change, which must not be applied either.
    const cases: [object, RegExp][] = [
      [{ isPromoSubscribed: "yes" }, /isPromoSubscribed/],
      [{ email: "not-an-email" }, /email/],
      [{ email: "" }, /email/],
      [{ customerLocation: { address: "1 Market St", lat: 91, lng: 0 } }, /customerLocation\.lat/],
      [{ customerLocation: { address: "1 Market St", lat: 0, lng: -181 } }, /customerLocation\.lng/],
      [{ customerLocation: { address: "", lat: 0, lng: 0 } }, /customerLocation\.address/],
      [{ customerLocation: { label: "Moon", address: "1 Market St", lat: 0, lng: 0 } }, /customerLocation\.label/],
      [{ customerLocation: "1 Market St" }, /customerLocation/],
      [{ favoriteMerchantLocationRequest: { customerId: session.customerId, locationId: -1 } }, /locationId/],
      [{ favoriteMerchantLocationRequest: { customerId: session.customerId, locationId: "1" } }, /locationId/],
      [{ favoriteMerchantLocationRequest: { customerId: session.customerId, locationId: 1, isFavorite: "no" } }, /isFavorite/],
      [{ favoriteMerchantLocationRequest: { locationId: 1 } }, /customerId/],
      [{ customerId: "not-a-uuid", isPromoSubscribed: true }, /customerId/],
    ];
    for (const [changes, message] of cases) {
      const answer = await update(session, { isPromoSubscribed: true, ...changes });
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(messageOf(answer)).toMatch(message);
    }
    expect(await fetchProfile(session)).toEqual(before);
  });
});
