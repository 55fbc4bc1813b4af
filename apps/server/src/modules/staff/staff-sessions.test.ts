/**
 * Staff sessions (issue 26) follow the diners' session rules: the refresh token rotates, a spent one presented again
 * ends the session, sign-out refuses the session's access and refresh tokens at once. A staff session is never a
 * diner's, nor the reverse; a turned-off account cannot sign in, refresh or use a live token.
 */
import { ACCESS_TOKEN_TTL_MS, AUTH_TEXTS, authTokensSchema } from "@forkful/contracts/auth";
import { REFUSALS } from "@forkful/contracts/refusals";
import { staffLogoutAnswerSchema, staffSignInAnswerSchema, staffTokensSchema } from "@forkful/contracts/staff-sessions";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../../seed/seed-staff";
import { merchantLocations } from "../../db/schema/merchants";
import { staff } from "../../db/schema/staff";
import { encodedCall, jsonCall, messageOf, mutableClock, newIp, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
let slug: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const [location] = await t.database.db
    .select({ slug: merchantLocations.locationSlug })
    .from(merchantLocations)
    .where(eq(merchantLocations.currency, "USD"))
    .limit(1);
  slug = location!.slug;
});
afterAll(() => t.close());

const PASSWORD = "new-staff-pass-1";

async function signIn(userName: string, password = DEMO_STAFF_PASSWORD) {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password }, { ip: newIp() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return staffSignInAnswerSchema.parse(answer.body);
}
const refresh = (refreshToken: string) => jsonCall(t, "POST", "/staff/token", { refreshToken });
const logout = (token?: string) => jsonCall(t, "POST", "/staff/logout", undefined, { token });
/** A call every role may make with a live session's access token; 401 once the session is over. */
const board = (token: string) => jsonCall(t, "GET", "/staff/orders", undefined, { token });
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString("utf8"));

/** A kitchen account of the restaurant's own, added by its manager (so turning it off touches no other test). */
async function newKitchenAccount(managerToken: string) {
  const userName = `cook.${Math.random().toString(36).slice(2, 10)}`;
  const added = await jsonCall(
    t,
    "POST",
    "/staff/team",
    { userName, fullName: "Line Cook", role: "kitchen", password: PASSWORD },
    {
      token: managerToken,
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { userName, id: (added.body as { id: string }).id };
}

describe("a staff session", () => {
  it("signs in with an access token, a refresh token and when the access token expires, as before plus the refresh token", async () => {
    const session = await signIn(demoStaffUserName(slug));
    expect(session.staff).toMatchObject({ role: "manager", name: "Demo manager" });
    expect(new Date(session.accessTokenExpiresAt).getTime() - clock.now().getTime()).toBe(ACCESS_TOKEN_TTL_MS);
    expect(claimsOf(session.accessToken)).toMatchObject({ kind: "staff", sub: session.staff.id, loc: session.staff.locationId });
    expect((await board(session.accessToken)).status).toBe(200);
  });

  it("rotates: each refresh gives a new pair in the same session and spends the token it was given", async () => {
    const session = await signIn(demoKitchenUserName(slug));
    const first = staffTokensSchema.parse((await refresh(session.refreshToken)).body);
    expect(first.refreshToken).not.toBe(session.refreshToken);
    const second = staffTokensSchema.parse((await refresh(first.refreshToken)).body);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(claimsOf(second.accessToken)).toMatchObject({ sid: claimsOf(session.accessToken).sid, role: "kitchen" });
    clock.advance(ACCESS_TOKEN_TTL_MS);
    // The first access token has expired; the newest pair goes on.
    expect((await board(session.accessToken)).status).toBe(401);
    const third = staffTokensSchema.parse((await refresh(second.refreshToken)).body);
    expect((await board(third.accessToken)).status).toBe(200);
  });

  it("ends when a spent refresh token is presented again: its newest tokens stop working too", async () => {
    const session = await signIn(demoKitchenUserName(slug));
    const next = staffTokensSchema.parse((await refresh(session.refreshToken)).body);
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(messageOf(replay)).toBe(AUTH_TEXTS.sessionExpired);
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect((await board(next.accessToken)).status).toBe(401);
    // Another sign-in of the same account is another session, untouched.
    expect((await board((await signIn(demoKitchenUserName(slug))).accessToken)).status).toBe(200);
  });

  it.each([
    ["manager", demoStaffUserName],
    ["host", demoHostUserName],
    ["kitchen", demoKitchenUserName],
  ])("ends at sign-out, for a %s: its access token is refused (401) and its refresh token spent", async (_, userName) => {
    const session = await signIn(userName(slug));
    const other = await signIn(userName(slug));
    const out = await logout(session.accessToken);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(staffLogoutAnswerSchema.parse(out.body)).toEqual({ signedOut: true });
    expect((await jsonCall(t, "GET", "/staff/team", undefined, { token: session.accessToken })).status).toBe(401);
    expect((await logout(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    // Only that session ended.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it("signs out only signed-in staff: nobody and a diner are refused (401)", async () => {
    const diner = await signUpByOtp(t);
    expect((await logout()).status).toBe(401);
    expect((await logout(diner.accessToken)).status).toBe(401);
  });
});

describe("staff and diners' sessions never mix", () => {
  it("refuses a diner's refresh token at /staff/token, and the diner's session goes on", async () => {
    const diner = await signUpByOtp(t);
    const refused = await refresh(diner.refreshToken);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain("accessToken");
    const renewed = await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: diner.refreshToken });
    expect(renewed.status).toBe(200);
    authTokensSchema.parse(renewed.body);
  });

  it("refuses a staff refresh token at the diners' refresh and sign-out, and the staff session goes on", async () => {
    const session = await signIn(demoHostUserName(slug));
    expect((await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await encodedCall(t, "POST", "/customer/logout/v2", { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await board(session.accessToken)).status).toBe(403);
    expect((await jsonCall(t, "GET", "/staff/curbside", undefined, { token: session.accessToken })).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(200);
  });
});

describe("a turned-off staff account", () => {
  it("has its live sessions ended at once, cannot refresh, and cannot sign in (403 to the right password only)", async () => {
    const manager = await signIn(demoStaffUserName(slug));
    const cook = await newKitchenAccount(manager.accessToken);
    const live = await signIn(cook.userName, PASSWORD);
    expect((await board(live.accessToken)).status).toBe(200);

    const off = await jsonCall(t, "PUT", `/staff/team/${cook.id}`, { disabled: true }, { token: manager.accessToken });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await board(live.accessToken)).status).toBe(401);
    expect((await refresh(live.refreshToken)).status).toBe(401);
    const refused = await jsonCall(t, "POST", "/staff/login", { userName: cook.userName, password: PASSWORD }, { ip: newIp() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(REFUSALS.STAFF_ACCOUNT_DISABLED);
    const wrong = await jsonCall(t, "POST", "/staff/login", { userName: cook.userName, password: "not-it-at-all-9" }, { ip: newIp() });
    expect(wrong.status).toBe(401);

    // Turned on again, it signs in as before.
    expect((await jsonCall(t, "PUT", `/staff/team/${cook.id}`, { disabled: false }, { token: manager.accessToken })).status).toBe(200);
    expect((await board((await signIn(cook.userName, PASSWORD)).accessToken)).status).toBe(200);
  });

  it("is refused a refresh when it was turned off behind the session's back (its session ends)", async () => {
    const manager = await signIn(demoStaffUserName(slug));
    const cook = await newKitchenAccount(manager.accessToken);
    const live = await signIn(cook.userName, PASSWORD);
    // Turned off without the team call (as a database fix would): the refresh reads the account and ends the session.
    await t.database.db.update(staff).set({ disabled: true }).where(eq(staff.id, cook.id));
    expect((await refresh(live.refreshToken)).status).toBe(401);
    expect((await board(live.accessToken)).status).toBe(401);
  });
});
