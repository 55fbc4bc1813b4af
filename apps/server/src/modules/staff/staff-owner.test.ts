/**
 * An owner of several restaurants (issue 26): signs in at their first (or the one asked), lists their restaurants,
 * switches to another of theirs (a new session; the old one ends; a refresh keeps the restaurant) and is refused one
 * not theirs; at the restaurant they are in, they make a manager's calls. Others see only their own restaurant.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import { staffRestaurantsAnswerSchema, staffSwitchAnswerSchema } from "@forkful/contracts/staff-owner";
import { staffSignInAnswerSchema, staffTokensSchema } from "@forkful/contracts/staff-sessions";
import { asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER, DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../../seed/seed-staff";
import { merchantLocations } from "../../db/schema/merchants";
import { jsonCall, messageOf, newIp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
/** The owner's restaurants (New York's, by id) and one that is not theirs. */
let theirs: { id: number; slug: string }[];
let notTheirs: { id: number; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  const place = { id: merchantLocations.id, slug: merchantLocations.locationSlug };
  const db = t.database.db;
  theirs = await db
    .select(place)
    .from(merchantLocations)
    .where(eq(merchantLocations.city, DEMO_OWNER.city))
    .orderBy(asc(merchantLocations.id));
  [notTheirs] = (await db.select(place).from(merchantLocations).where(ne(merchantLocations.city, DEMO_OWNER.city)).limit(1)) as [
    { id: number; slug: string },
  ];
});
afterAll(() => t.close());

const login = (userName: string, locationId?: number) =>
  jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD, locationId }, { ip: newIp() });
async function signIn(userName: string, locationId?: number) {
  const answer = await login(userName, locationId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return staffSignInAnswerSchema.parse(answer.body);
}
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString("utf8"));
const restaurants = (token: string) => jsonCall(t, "GET", "/staff/restaurants", undefined, { token });
const switchTo = (token: string, locationId: unknown) => jsonCall(t, "POST", "/staff/switch", { locationId }, { token });

describe("an owner's sign-in", () => {
  it("opens at their first restaurant, as an owner, with the restaurant in the access token", async () => {
    expect(theirs.length).toBeGreaterThan(1);
    const session = await signIn(DEMO_OWNER.userName);
    expect(session.staff).toMatchObject({ role: "owner", name: DEMO_OWNER.fullName, locationId: theirs[0]!.id });
    expect(claimsOf(session.accessToken)).toMatchObject({ role: "owner", loc: theirs[0]!.id });
  });

  it("opens at the restaurant asked for when it is theirs, and is refused (403) one that is not, as a manager is", async () => {
    expect((await signIn(DEMO_OWNER.userName, theirs[1]!.id)).staff.locationId).toBe(theirs[1]!.id);
    const refused = await login(DEMO_OWNER.userName, notTheirs.id);
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([403, "STAFF_NOT_YOUR_RESTAURANT"]);
    const manager = await login(demoStaffUserName(notTheirs.slug), theirs[0]!.id);
    expect([manager.status, messageOf(manager)]).toEqual([403, REFUSALS.STAFF_NOT_YOUR_RESTAURANT.message]);
    expect((await signIn(demoStaffUserName(notTheirs.slug), notTheirs.id)).staff.locationId).toBe(notTheirs.id);
  });
});

describe("GET /staff/restaurants", () => {
  it("lists an owner's restaurants in their order, the session's marked current", async () => {
    const session = await signIn(DEMO_OWNER.userName, theirs[1]!.id);
    const answer = await restaurants(session.accessToken);
    expect(answer.status).toBe(200);
    const listed = staffRestaurantsAnswerSchema.parse(answer.body).restaurants;
    expect(listed.map((r) => [r.locationId, r.current, r.city])).toEqual(theirs.map((r, k) => [r.id, k === 1, DEMO_OWNER.city]));
  });

  it("lists a manager's own restaurant only, and is refused to the host and the kitchen (403)", async () => {
    const manager = await signIn(demoStaffUserName(notTheirs.slug));
    const listed = staffRestaurantsAnswerSchema.parse((await restaurants(manager.accessToken)).body).restaurants;
    expect(listed.map((r) => [r.locationId, r.current])).toEqual([[notTheirs.id, true]]);
    for (const userName of [demoHostUserName, demoKitchenUserName]) {
      expect((await restaurants((await signIn(userName(notTheirs.slug))).accessToken)).status).toBe(403);
    }
    expect((await jsonCall(t, "GET", "/staff/restaurants", undefined)).status).toBe(401);
  });
});

describe("POST /staff/switch", () => {
  it("gives an owner a new session at another of theirs and ends the old one; a refresh stays there", async () => {
    const first = await signIn(DEMO_OWNER.userName);
    const answer = await switchTo(first.accessToken, theirs[1]!.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const second = staffSwitchAnswerSchema.parse(answer.body);
    expect(second.staff).toMatchObject({ role: "owner", locationId: theirs[1]!.id });
    expect(claimsOf(second.accessToken).sid).not.toBe(claimsOf(first.accessToken).sid);
    // The restaurant left: its access and refresh tokens are over.
    expect((await restaurants(first.accessToken)).status).toBe(401);
    expect((await jsonCall(t, "POST", "/staff/token", { refreshToken: first.refreshToken })).status).toBe(401);
    const refreshed = staffTokensSchema.parse((await jsonCall(t, "POST", "/staff/token", { refreshToken: second.refreshToken })).body);
    expect(claimsOf(refreshed.accessToken)).toMatchObject({ role: "owner", loc: theirs[1]!.id });
    const listed = staffRestaurantsAnswerSchema.parse((await restaurants(refreshed.accessToken)).body).restaurants;
    expect(listed.find((r) => r.current)?.locationId).toBe(theirs[1]!.id);
    // And back.
    const back = staffSwitchAnswerSchema.parse((await switchTo(refreshed.accessToken, theirs[0]!.id)).body);
    expect(claimsOf(back.accessToken).loc).toBe(theirs[0]!.id);
  });

  it("refuses a restaurant not theirs (403) and keeps the session as it was", async () => {
    const session = await signIn(DEMO_OWNER.userName);
    const refused = await switchTo(session.accessToken, notTheirs.id);
    expect([refused.status, messageOf(refused)]).toEqual([403, REFUSALS.STAFF_NOT_YOUR_RESTAURANT.message]);
    expect((await switchTo(session.accessToken, 99_999_999)).status).toBe(403);
    expect((await restaurants(session.accessToken)).status).toBe(200);
  });

  it("refuses a body with no restaurant (400), and every role but an owner (403)", async () => {
    const session = await signIn(DEMO_OWNER.userName);
    for (const bad of [undefined, "gramercy", -1, 1.5]) expect((await switchTo(session.accessToken, bad)).status, String(bad)).toBe(400);
    for (const userName of [demoStaffUserName, demoHostUserName, demoKitchenUserName]) {
      const other = await signIn(userName(theirs[0]!.slug));
      expect((await switchTo(other.accessToken, theirs[0]!.id)).status, userName("")).toBe(403);
    }
  });
});

describe("an owner at a restaurant", () => {
  it("makes a manager's calls there, is no member of its team, and cannot be made one by a manager", async () => {
    const owner = await signIn(DEMO_OWNER.userName, theirs[1]!.id);
    for (const call of ["/staff/team", "/staff/feedback", "/staff/ordering", "/staff/orders", "/staff/waitlist"]) {
      expect((await jsonCall(t, "GET", call, undefined, { token: owner.accessToken })).status, call).toBe(200);
    }
    const manager = await signIn(demoStaffUserName(theirs[0]!.slug));
    const team = (await jsonCall(t, "GET", "/staff/team", undefined, { token: manager.accessToken })).body as { staff: { role: string }[] };
    expect(team.staff.map((member) => member.role)).not.toContain("owner");
    const ownerId = owner.staff.id;
    expect((await jsonCall(t, "PUT", `/staff/team/${ownerId}`, { disabled: true }, { token: manager.accessToken })).status).toBe(404);
    const made = await jsonCall(
      t,
      "POST",
      "/staff/team",
      { userName: "owner.would-be", fullName: "Would Be", role: "owner", password: "a-long-pass-1" },
      { token: manager.accessToken },
    );
    expect(made.status).toBe(400);
  });
});
