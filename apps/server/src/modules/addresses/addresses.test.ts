import { randomUUID } from "node:crypto";
import { ADDRESS_REFUSALS, MAX_SAVED_ADDRESSES, type SavedAddress, savedAddressSchema } from "@forkful/contracts/addresses";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { userDetailSchema } from "@forkful/contracts/customers";
import { decodePayload } from "@forkful/contracts/envelope";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses } from "../../db/schema/addresses";
import { type Answer, encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUpByOtp>>;

const HOME = { tag: "Home", addressLine1: "12 Market St", addressLine2: "Apt 4", city: "San Francisco", lat: 37.7936, lng: -122.3958 };
const WORK = { tag: "Work", addressLine1: "500 Howard St", city: "San Francisco", lat: 37.7873, lng: -122.3964 };

const list = (s: Session) => encodedCall(t, "GET", `/addresses?customerId=${s.customerId}`, undefined, { token: s.accessToken });
const add = (s: Session, fields: object) =>
  encodedCall(t, "POST", "/addresses", { customerId: s.customerId, ...fields }, { token: s.accessToken });
const change = (s: Session, id: string, fields: object) => encodedCall(t, "PUT", `/addresses/${id}`, fields, { token: s.accessToken });

async function remove(s: Session | null, id: string): Promise<Answer> {
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (s) headers.authorization = `Bearer ${s.accessToken}`;
  const response = await t.app.inject({ method: "DELETE", url: `${API_BASE_PATH}/addresses/${id}`, headers });
  const json = response.json() as { encryptedText?: string };
  return { status: response.statusCode, body: json.encryptedText ? decodePayload(json.encryptedText) : json, response };
}

async function added(s: Session, fields: object): Promise<SavedAddress> {
  const answer = await add(s, fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return savedAddressSchema.parse(answer.body);
}

async function listed(s: Session): Promise<SavedAddress[]> {
  const answer = await list(s);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return savedAddressSchema.array().parse(answer.body);
}

const rowsOf = (s: Session) => t.database.db.select().from(addresses).where(eq(addresses.customerId, s.customerId));

describe("POST and GET /addresses", () => {
  it("saves an address with its pin; the first is the default; the list is the default first, then the newest", async () => {
    const me = await signUpByOtp(t);
    expect(await listed(me)).toEqual([]);
    const home = await added(me, HOME);
    expect(home).toMatchObject({ ...HOME, customerId: me.customerId, addressLine3: null, postalCode: null, isDefault: true });
    expect(new Date(home.createdAt).toISOString()).toBe(home.createdAt);
    const work = await added(me, WORK);
    expect(work.isDefault).toBe(false);
    const custom = await added(me, { addressLine1: "1 Ferry Building", lat: 37.7955, lng: -122.3937 });
    expect(custom.tag).toBe("Custom");
    expect((await listed(me)).map((a) => a.id)).toEqual([home.id, custom.id, work.id]);
  });

  it("without a customerId acts for the caller", async () => {
    const me = await signUpByOtp(t);
    const answer = await encodedCall(t, "POST", "/addresses", HOME, { token: me.accessToken });
    expect(answer.status).toBe(201);
    expect(savedAddressSchema.parse(answer.body).customerId).toBe(me.customerId);
    const mine = await encodedCall(t, "GET", "/addresses", undefined, { token: me.accessToken });
    expect(savedAddressSchema.array().parse(mine.body)).toHaveLength(1);
  });

  it("isDefault takes the default from the others", async () => {
    const me = await signUpByOtp(t);
    const home = await added(me, HOME);
    const work = await added(me, { ...WORK, isDefault: true });
    expect(work.isDefault).toBe(true);
    const all = await listed(me);
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
  });

  it("refuses another diner's list and saving for another diner with 403, and anyone signed out with 401", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    await added(other, HOME);
    const read = await encodedCall(t, "GET", `/addresses?customerId=${other.customerId}`, undefined, { token: me.accessToken });
    expect(read.status).toBe(403);
    const write = await encodedCall(t, "POST", "/addresses", { customerId: other.customerId, ...WORK }, { token: me.accessToken });
    expect(write.status).toBe(403);
    expect((await encodedCall(t, "GET", "/addresses", undefined)).status).toBe(401);
    expect((await encodedCall(t, "POST", "/addresses", HOME)).status).toBe(401);
    expect(await rowsOf(other)).toHaveLength(1);
    expect(await rowsOf(me)).toHaveLength(0);
  });

  it("refuses bad input with 400 and saves nothing", async () => {
    const me = await signUpByOtp(t);
    const cases: [object, RegExp][] = [
      [{ ...HOME, lat: undefined, lng: undefined }, new RegExp(ADDRESS_REFUSALS.needsPin)],
      [{ ...HOME, lat: 91 }, /lat must be between/],
      [{ ...HOME, lng: -181 }, /lng must be between/],
      [{ ...HOME, addressLine1: " " }, /Enter the street address/],
      [{ ...HOME, tag: "Moon" }, /tag must be/],
      [{ ...HOME, lat: "37.79" }, /lat/],
      [{ ...HOME, customerId: "not-a-uuid" }, /customerId is not valid/],
    ];
    for (const [body, message] of cases) {
      const answer = await add(me, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer)).toMatch(message);
    }
    expect(await rowsOf(me)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses: one more is 409 and saves nothing`, async () => {
    const me = await signUpByOtp(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({
        customerId: me.customerId,
        addressLine1: `${i + 1} Mission St`,
        lat: 37.79,
        lng: -122.39,
        isDefault: i === 0,
      })),
    );
    const answer = await add(me, HOME);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(ADDRESS_REFUSALS.tooMany);
    expect(await rowsOf(me)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});

describe("PUT /addresses/{id}", () => {
  it("changes the fields sent, clears an optional line sent empty, and moves the pin", async () => {
    const me = await signUpByOtp(t);
    const home = await added(me, HOME);
    const answer = await change(me, home.id, { addressLine2: "", postalCode: "94105", lat: 37.794, lng: -122.396, tag: "Business" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const changed = savedAddressSchema.parse(answer.body);
    expect(changed).toMatchObject({
      addressLine1: HOME.addressLine1,
      addressLine2: null,
      postalCode: "94105",
      lat: 37.794,
      tag: "Business",
    });
    expect(changed.isDefault).toBe(true);
  });

  it("isDefault true makes it the only default", async () => {
    const me = await signUpByOtp(t);
    const home = await added(me, HOME);
    const work = await added(me, WORK);
    expect(savedAddressSchema.parse((await change(me, work.id, { isDefault: true })).body).isDefault).toBe(true);
    const all = await listed(me);
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [work.id, true],
      [home.id, false],
    ]);
  });

  it("refuses another diner's address with 403, an unknown one with 404, bad input with 400; nothing changes", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const theirs = await added(other, HOME);
    const stolen = await change(me, theirs.id, { addressLine1: "1 Thief Lane", isDefault: true });
    expect(stolen.status).toBe(403);
    expect(messageOf(stolen)).toBe(ADDRESS_REFUSALS.notYours);
    const unknown = await change(me, randomUUID(), { addressLine1: "1 Nowhere Rd" });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe(ADDRESS_REFUSALS.notFound);
    const mine = await added(me, WORK);
    for (const [body, message] of [
      [{}, ADDRESS_REFUSALS.nothingToChange],
      [{ lat: 10 }, "lat and lng must be given together"],
      [{ lat: 100, lng: 0 }, "lat must be between"],
    ] as const) {
      const answer = await change(me, mine.id, body);
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
    expect((await change(me, "not-an-id", { city: "Oakland" })).status).toBe(400);
    expect(await listed(other)).toEqual([theirs]);
    expect(await listed(me)).toEqual([mine]);
  });
});

describe("DELETE /addresses/{id}", () => {
  it("deletes; deleting the default makes the newest left the default", async () => {
    const me = await signUpByOtp(t);
    const home = await added(me, HOME);
    const work = await added(me, WORK);
    const gym = await added(me, { addressLine1: "2 Gym Rd", lat: 37.7, lng: -122.4 });
    const answer = await remove(me, home.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: home.id, deleted: true });
    const left = await listed(me);
    expect(left.map((a) => [a.id, a.isDefault])).toEqual([
      [gym.id, true],
      [work.id, false],
    ]);
    expect((await remove(me, work.id)).status).toBe(200);
    expect((await listed(me)).map((a) => [a.id, a.isDefault])).toEqual([[gym.id, true]]);
  });

  it("refuses another diner's address with 403, an unknown one with 404, signed out with 401", async () => {
    const me = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const theirs = await added(other, HOME);
    const stolen = await remove(me, theirs.id);
    expect(stolen.status).toBe(403);
    expect(messageOf(stolen)).toBe(ADDRESS_REFUSALS.notYours);
    expect((await remove(me, randomUUID())).status).toBe(404);
    expect((await remove(null, theirs.id)).status).toBe(401);
    expect(await listed(other)).toEqual([theirs]);
  });
});

describe("the profile's locations are the address book", () => {
  it("shows saved addresses as userLocationDetails, the default first, and saves the profile's location into it", async () => {
    const me = await signUpByOtp(t);
    const home = await added(me, HOME);
    await added(me, WORK);
    const profile = await encodedCall(t, "POST", "/customer/profile/v2", { id: me.customerId }, { token: me.accessToken });
    expect(userDetailSchema.parse(profile.body).userLocationDetails).toEqual([
      { label: "Home", address: "12 Market St, Apt 4, San Francisco", lat: HOME.lat, lng: HOME.lng },
      { label: "Work", address: "500 Howard St, San Francisco", lat: WORK.lat, lng: WORK.lng },
    ]);
    // The same text again updates that address (tag and pin) rather than adding one, and makes it the default.
    const again = { label: "Business", address: "500 Howard St, San Francisco", lat: 37.7874, lng: -122.3965 };
    const updated = await encodedCall(
      t,
      "PUT",
      "/customer/profile/v2",
      { customerId: me.customerId, customerLocation: again },
      { token: me.accessToken },
    );
    expect(updated.status).toBe(200);
    expect(userDetailSchema.parse(updated.body).userLocationDetails[0]).toEqual(again);
    const book = await listed(me);
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({ tag: "Business", addressLine1: "500 Howard St", lat: 37.7874, isDefault: true });
    expect(book[1]).toMatchObject({ id: home.id, isDefault: false });
  });

  it("a full address book refuses a new profile location with 409 and changes nothing else", async () => {
    const me = await signUpByOtp(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({
        customerId: me.customerId,
        addressLine1: `${i + 1} Pine St`,
        lat: 1,
        lng: 1,
      })),
    );
    const body = { customerId: me.customerId, isPromoSubscribed: true, customerLocation: { address: "9 New Rd", lat: 1, lng: 1 } };
    const answer = await encodedCall(t, "PUT", "/customer/profile/v2", body, { token: me.accessToken });
    expect(answer.status).toBe(409);
    const profile = await encodedCall(t, "POST", "/customer/profile/v2", { id: me.customerId }, { token: me.accessToken });
    expect(userDetailSchema.parse(profile.body).isPromoSubscribed).toBe(false);
    expect(await rowsOf(me)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});
