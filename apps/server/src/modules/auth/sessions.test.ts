import { ACCESS_TOKEN_TTL_MS, AUTH_TEXTS, authTokensSchema, logoutAnswerSchema, REFRESH_TOKEN_TTL_MS } from "@forkful/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../lib/access-token";
import { AFTER_COOLDOWN_MS, encodedCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => encodedCall(t, "POST", "/customer/token/v2", { refreshToken });
const logout = (refreshToken: string) => encodedCall(t, "POST", "/customer/logout/v2", { refreshToken });
const profile = (customerId: string, token: string) => encodedCall(t, "POST", "/customer/profile/v2", { id: customerId }, { token });
const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split(".")[1]!, "base64url").toString("utf8"));

describe("access tokens", () => {
  it("carry the customer id and the session kind, and expire after 15 minutes", async () => {
    const account = await signUpByOtp(t);
    const guest = await signUpByOtp(t, { isGuestUser: true, fullName: "Guest Claims" });
    expect(claimsOf(account.accessToken)).toMatchObject({ sub: account.customerId, kind: "customer" });
    expect(claimsOf(guest.accessToken)).toMatchObject({ sub: guest.customerId, kind: "guest" });
    expect(new Date(account.accessTokenExpiresAt).getTime() - clock.now().getTime()).toBe(ACCESS_TOKEN_TTL_MS);

    clock.advance(ACCESS_TOKEN_TTL_MS - 1000);
    expect((await profile(account.customerId, account.accessToken)).status).toBe(200);
    clock.advance(1000);
    const expired = await profile(account.customerId, account.accessToken);
    expect(expired.status).toBe(401);
    // The refresh token still gives a fresh access token.
    const renewed = authTokensSchema.parse((await refresh(account.refreshToken)).body);
    expect((await profile(account.customerId, renewed.accessToken)).status).toBe(200);
  });

  it("refuses tampered, foreign and malformed tokens with 401", async () => {
    const account = await signUpByOtp(t);
    const victim = await signUpByOtp(t);
    const [header, payload, signature] = account.accessToken.split(".") as [string, string, string];
    const claims = claimsOf(account.accessToken);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: victim.customerId })).toString("base64url");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const candidates = [
      `${header}.${forgedPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${noneHeader}.${forgedPayload}.`,
      await signAccessToken({ ...claims, sub: victim.customerId }, "another-secret-that-is-long-enough-0"),
      `${header}.${payload}`,
      "not-a-token",
    ];
    for (const token of candidates) {
      expect((await profile(victim.customerId, token)).status).toBe(401);
      expect((await profile(account.customerId, token)).status).toBe(401);
    }
    const basic = await t.app.inject({
      method: "POST",
      url: "/data-services/customer/profile/v2",
      headers: { "x-app-version": "v2", authorization: `Basic ${account.accessToken}` },
      payload: { data: Buffer.from(JSON.stringify({ id: account.customerId })).toString("base64url") },
    });
    expect(basic.statusCode).toBe(401);
    const lowerCase = await t.app.inject({
      method: "POST",
      url: "/data-services/customer/profile/v2",
      headers: { "x-app-version": "v2", authorization: `bearer ${account.accessToken}` },
      payload: { data: Buffer.from(JSON.stringify({ id: account.customerId })).toString("base64url") },
    });
    expect(lowerCase.statusCode).toBe(200);
  });
});

describe("POST /customer/token/v2", () => {
  it("rotates: each refresh token works once and gives a new pair", async () => {
    const account = await signUpByOtp(t);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    const second = authTokensSchema.parse(first.body);
    expect(second.refreshToken).not.toBe(account.refreshToken);
    expect(claimsOf(second.accessToken)).toMatchObject({ sub: account.customerId, kind: "customer" });
    expect((await profile(account.customerId, second.accessToken)).status).toBe(200);
    const third = authTokensSchema.parse((await refresh(second.refreshToken)).body);
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect((await refresh(third.refreshToken)).status).toBe(200);
  });

  it("a reused refresh token ends the whole session, and only that session", async () => {
    const account = await signUpByOtp(t);
    clock.advance(AFTER_COOLDOWN_MS);
    const otherSession = await signUpByOtp(t, { mobilePhone: account.mobilePhone });
    expect(otherSession.customerId).toBe(account.customerId);
    const next = authTokensSchema.parse((await refresh(account.refreshToken)).body);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(messageOf(replay)).toBe(AUTH_TEXTS.sessionExpired);
    const afterReplay = await refresh(next.refreshToken);
    expect(afterReplay.status).toBe(401);
    expect(messageOf(afterReplay)).toBe(AUTH_TEXTS.sessionExpired);
    expect((await refresh(otherSession.refreshToken)).status).toBe(200);
  });

  it("refuses an unknown, malformed or expired refresh token", async () => {
    expect((await refresh("x".repeat(43))).status).toBe(401);
    const missing = await encodedCall(t, "POST", "/customer/token/v2", {});
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toContain("refreshToken");
    const account = await signUpByOtp(t);
    clock.advance(REFRESH_TOKEN_TTL_MS + 1000);
    const late = await refresh(account.refreshToken);
    expect(late.status).toBe(401);
    expect(messageOf(late)).toBe(AUTH_TEXTS.sessionExpired);
  });
});

describe("POST /customer/logout/v2", () => {
  it("revokes the session of the refresh token and keeps the others", async () => {
    const account = await signUpByOtp(t);
    const rotated = authTokensSchema.parse((await refresh(account.refreshToken)).body);
    const signedOut = await logout(rotated.refreshToken);
    expect(signedOut.status).toBe(200);
    expect(logoutAnswerSchema.parse(signedOut.body).metaDataInfo).toEqual({
      responseCode: "SUCCESS",
      responseMessage: AUTH_TEXTS.signedOut,
    });
    expect((await refresh(rotated.refreshToken)).status).toBe(401);

    const elsewhere = await signUpByOtp(t);
    expect((await logout(account.refreshToken)).status).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(200);
  });

  it("answers an unknown token with success, and a malformed one with 400", async () => {
    expect((await logout("y".repeat(43))).status).toBe(200);
    expect((await encodedCall(t, "POST", "/customer/logout/v2", { refreshToken: "short" })).status).toBe(400);
  });
});
