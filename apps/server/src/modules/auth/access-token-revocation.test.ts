import { ACCESS_TOKEN_TTL_MS, AUTH_TEXTS, authTokensSchema } from "@forkful/contracts/auth";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { refreshTokens, revokedSessions } from "../../db/schema/auth";
import { openRestaurants } from "../../test/order-test-kit";
import { AFTER_COOLDOWN_MS, encodedCall, jsonCall, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAuthRepository } from "./auth.repository";
import { refreshSession } from "./refresh-session";
import { signOut, signOutEverywhere } from "./sign-out";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => encodedCall(t, "POST", "/customer/token/v2", { refreshToken });
const logout = (refreshToken: string) => encodedCall(t, "POST", "/customer/logout/v2", { refreshToken });
/** A customer-scoped call: its status says whether the token still acts for the diner. */
const profileStatus = async (customerId: string, token: string) =>
  (await encodedCall(t, "POST", "/customer/profile/v2", { id: customerId }, { token })).status;
const sessionOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString("utf8")).sid;
const revokedSessionIds = async () => (await t.database.db.select().from(revokedSessions)).map((row) => row.sessionId);

/** A diner signed in twice (two sessions of one account). */
async function dinerWithTwoSessions() {
  const first = await signUpByOtp(t);
  clock.advance(AFTER_COOLDOWN_MS);
  const second = await signUpByOtp(t, { mobilePhone: first.mobilePhone });
  expect(second.customerId).toBe(first.customerId);
  expect(sessionOf(second.accessToken)).not.toBe(sessionOf(first.accessToken));
  expect(await profileStatus(first.customerId, first.accessToken)).toBe(200);
  expect(await profileStatus(second.customerId, second.accessToken)).toBe(200);
  return { first, second };
}

describe("an ended session's access tokens are refused at once", () => {
  it("sign-out: that session's token gets 401; the diner's other session keeps working", async () => {
    const { first, second } = await dinerWithTwoSessions();
    expect((await logout(first.refreshToken)).status).toBe(200);
    expect(await profileStatus(first.customerId, first.accessToken)).toBe(401);
    expect(await profileStatus(second.customerId, second.accessToken)).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it("sign-out after rotations refuses the access token of every rotation, and a guest's session too", async () => {
    const account = await signUpByOtp(t);
    const rotated = authTokensSchema.parse((await refresh(account.refreshToken)).body);
    expect(sessionOf(rotated.accessToken)).toBe(sessionOf(account.accessToken));
    expect((await logout(rotated.refreshToken)).status).toBe(200);
    expect(await profileStatus(account.customerId, account.accessToken)).toBe(401);
    expect(await profileStatus(account.customerId, rotated.accessToken)).toBe(401);

    const guest = await signUpByOtp(t, { isGuestUser: true, fullName: "Guest Leaving" });
    expect(await profileStatus(guest.customerId, guest.accessToken)).toBe(200);
    expect((await logout(guest.refreshToken)).status).toBe(200);
    expect(await profileStatus(guest.customerId, guest.accessToken)).toBe(401);
  });

  it("a replayed refresh token refuses that session's access tokens, and only that session's", async () => {
    const { first, second } = await dinerWithTwoSessions();
    const next = authTokensSchema.parse((await refresh(first.refreshToken)).body);
    expect(await profileStatus(first.customerId, next.accessToken)).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect(await profileStatus(first.customerId, first.accessToken)).toBe(401);
    expect(await profileStatus(first.customerId, next.accessToken)).toBe(401);
    expect(await profileStatus(second.customerId, second.accessToken)).toBe(200);
  });

  it("sign-out everywhere refuses every recent session of the diner and no one else's", async () => {
    const longAgo = await signUpByOtp(t);
    clock.advance(ACCESS_TOKEN_TTL_MS + AFTER_COOLDOWN_MS);
    const recent = await signUpByOtp(t, { mobilePhone: longAgo.mobilePhone });
    const someoneElse = await signUpByOtp(t);

    await signOutEverywhere({ repository: createAuthRepository(t.database.db), clock: clock.now }, recent.customerId);
    expect(await profileStatus(recent.customerId, recent.accessToken)).toBe(401);
    expect((await refresh(recent.refreshToken)).status).toBe(401);
    expect((await refresh(longAgo.refreshToken)).status).toBe(401);
    expect(await profileStatus(someoneElse.customerId, someoneElse.accessToken)).toBe(200);
    // The older session has no access token left alive, so it needs no entry in the list.
    const revoked = await revokedSessionIds();
    expect(revoked).toContain(sessionOf(recent.accessToken));
    expect(revoked).not.toContain(sessionOf(longAgo.accessToken));
  });

  it("keeps a revocation only while the session's tokens could live: the next revocation drops expired ones", async () => {
    const early = await signUpByOtp(t);
    const late = await signUpByOtp(t);
    expect((await logout(early.refreshToken)).status).toBe(200);
    expect(await revokedSessionIds()).toContain(sessionOf(early.accessToken));

    clock.advance(ACCESS_TOKEN_TTL_MS - 1000);
    expect(await profileStatus(early.customerId, early.accessToken)).toBe(401);
    clock.advance(1000);
    expect((await logout(late.refreshToken)).status).toBe(200);
    const revoked = await revokedSessionIds();
    expect(revoked).not.toContain(sessionOf(early.accessToken));
    expect(revoked).toContain(sessionOf(late.accessToken));
    expect(await profileStatus(early.customerId, early.accessToken)).toBe(401);
    expect(await profileStatus(late.customerId, late.accessToken)).toBe(401);
  });
});

describe("a refresh racing a sign-out", () => {
  it("gives no new pair and leaves no refresh token of the ended session alive", async () => {
    const account = await signUpByOtp(t);
    const repository = createAuthRepository(t.database.db);
    // The sign-out lands after this refresh took its token and before it stores the next one.
    const racing = {
      ...repository,
      async markRefreshTokenUsed(id: string, now: Date) {
        const marked = await repository.markRefreshTokenUsed(id, now);
        await signOut({ repository, clock: clock.now }, { refreshToken: account.refreshToken });
        return marked;
      },
    };
    const deps = { repository: racing, clock: clock.now, secret: "a-secret-for-this-test-only-0123456789" };
    await expect(refreshSession(deps, { refreshToken: account.refreshToken })).rejects.toThrow(AUTH_TEXTS.sessionExpired);
    const alive = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionOf(account.accessToken)), isNull(refreshTokens.revokedAt)));
    expect(alive).toEqual([]);
  });
});

describe("staff access tokens", () => {
  it("name a session of their own per sign-in; an ended one is refused at once, the others keep working", async () => {
    const [restaurant] = await openRestaurants(t, "pickup");
    const staffLogin = async () => {
      const answer = await jsonCall(t, "POST", "/staff/login", {
        userName: demoStaffUserName(restaurant!.locationSlug),
        password: DEMO_STAFF_PASSWORD,
      });
      expect(answer.status).toBe(200);
      return (answer.body as { accessToken: string }).accessToken;
    };
    const ordersStatus = async (token: string) => (await jsonCall(t, "GET", "/staff/orders", undefined, { token })).status;
    const [tablet, till] = [await staffLogin(), await staffLogin()];
    expect(sessionOf(tablet)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionOf(till)).not.toBe(sessionOf(tablet));
    expect(await ordersStatus(tablet)).toBe(200);

    const now = clock.now();
    await createAuthRepository(t.database.db).insertRevokedSessions(
      [sessionOf(tablet)],
      now,
      new Date(now.getTime() + ACCESS_TOKEN_TTL_MS),
    );
    expect(await ordersStatus(tablet)).toBe(401);
    expect(await ordersStatus(till)).toBe(200);
  });
});
