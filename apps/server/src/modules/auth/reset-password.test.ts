import { randomBytes } from "node:crypto";
import { AUTH_TEXTS, resetPasswordAnswerSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AFTER_COOLDOWN_MS,
  encodedCall,
  jsonCall,
  latestCode,
  messageOf,
  mutableClock,
  newIp,
  newMobile,
  outboxMessages,
  signUpByOtp,
  wrongCode,
} from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const OLD_PASSWORD = "Old-password-1";
const NEW_PASSWORD = "New-password-2";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const reset = (payload: unknown, ip = newIp()) => encodedCall(t, "POST", "/customer/resetPassword", payload, { ip });
const login = (userName: string, password: string) => encodedCall(t, "POST", "/customer/login/v2", { userName, password });

/** An account with a password, past the cooldown of its sign-up code. */
async function accountWithPassword() {
  const account = await signUpByOtp(t, { fullName: "Reset Me" });
  const set = await jsonCall(
    t,
    "PUT",
    "/api/v2/customers",
    { customerId: account.customerId, password: OLD_PASSWORD },
    { token: account.accessToken },
  );
  expect(set.status).toBe(200);
  clock.advance(AFTER_COOLDOWN_MS);
  return account;
}

/** Asks for a reset code and trades it for a reset token. */
async function resetToken(mobilePhone: string): Promise<string> {
  const sent = await reset({ sendOtp: true, mobilePhone });
  expect(sent.status).toBe(200);
  const verified = await reset({ sendOtp: false, mobilePhone, otp: await latestCode(t, mobilePhone) });
  expect(verified.status).toBe(200);
  const answer = resetPasswordAnswerSchema.parse(verified.body);
  expect(answer.metaDataInfo).toEqual({ responseCode: "SUCCESS", responseMessage: "Verified" });
  // 32 random bytes, base64url: 43 characters.
  expect(answer.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return answer.resetToken!;
}

describe("POST /customer/resetPassword", () => {
  it("sends a code, trades it for a reset token, and sets the new password", async () => {
    const account = await accountWithPassword();
    const sent = await reset({ sendOtp: true, mobilePhone: account.mobilePhone });
    expect(sent.status).toBe(200);
    expect(resetPasswordAnswerSchema.parse(sent.body)).toEqual({
      metaDataInfo: { responseCode: "SUCCESS", responseMessage: AUTH_TEXTS.otpSent },
    });
    const code = await latestCode(t, account.mobilePhone);

    const wrong = await reset({ sendOtp: false, mobilePhone: account.mobilePhone, otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(AUTH_TEXTS.invalidOtp);
    const verified = await reset({ sendOtp: false, mobilePhone: account.mobilePhone, otp: code });
    expect(verified.status).toBe(200);
    const { resetToken: token } = resetPasswordAnswerSchema.parse(verified.body);

    const weak = await reset({ sendOtp: false, resetToken: token, newPassword: "weakpass" });
    expect(weak.status).toBe(400);
    expect(messageOf(weak)).toContain(AUTH_TEXTS.passwordWeak);
    expect((await login(account.mobilePhone, OLD_PASSWORD)).status).toBe(200);

    const done = await reset({ sendOtp: false, resetToken: token, newPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(resetPasswordAnswerSchema.parse(done.body).metaDataInfo).toEqual({
      responseCode: "SUCCESS",
      responseMessage: AUTH_TEXTS.passwordReset,
    });
    const old = await login(account.mobilePhone, OLD_PASSWORD);
    expect(old.status).toBe(401);
    expect(messageOf(old)).toBe(MESSAGES.signInNoUser);
    expect((await login(account.mobilePhone, NEW_PASSWORD)).status).toBe(200);

    const again = await reset({ sendOtp: false, resetToken: token, newPassword: "Third-password-3" });
    expect(again.status).toBe(400);
    expect(messageOf(again)).toBe(AUTH_TEXTS.resetLinkInvalid);
    expect((await login(account.mobilePhone, NEW_PASSWORD)).status).toBe(200);
  });

  it("ends every session the account had, their access tokens at once", async () => {
    const account = await accountWithPassword();
    const other = await login(account.mobilePhone, OLD_PASSWORD);
    const { refreshToken: otherRefresh, accessToken: otherAccess } = other.body as { refreshToken: string; accessToken: string };
    const profile = (accessToken: string) =>
      encodedCall(t, "POST", "/customer/profile/v2", { id: account.customerId }, { token: accessToken });
    expect((await profile(otherAccess)).status).toBe(200);
    const token = await resetToken(account.mobilePhone);
    expect((await reset({ sendOtp: false, resetToken: token, newPassword: NEW_PASSWORD })).status).toBe(200);
    for (const refreshToken of [account.refreshToken, otherRefresh]) {
      const refreshed = await encodedCall(t, "POST", "/customer/token/v2", { refreshToken });
      expect(refreshed.status).toBe(401);
      expect(messageOf(refreshed)).toBe(AUTH_TEXTS.sessionExpired);
    }
    for (const accessToken of [account.accessToken, otherAccess]) expect((await profile(accessToken)).status).toBe(401);
    const signedInAgain = (await login(account.mobilePhone, NEW_PASSWORD)).body as { accessToken: string };
    expect((await profile(signedInAgain.accessToken)).status).toBe(200);
  });

  it("a reset token expires after 10 minutes", async () => {
    const account = await accountWithPassword();
    const token = await resetToken(account.mobilePhone);
    clock.advance(10 * 60 * 1000 + 1000);
    const late = await reset({ sendOtp: false, resetToken: token, newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(messageOf(late)).toBe(AUTH_TEXTS.resetLinkInvalid);
    expect((await login(account.mobilePhone, OLD_PASSWORD)).status).toBe(200);
  });

  it("refuses a made-up or malformed reset token", async () => {
    const madeUp = await reset({ sendOtp: false, resetToken: randomBytes(32).toString("base64url"), newPassword: NEW_PASSWORD });
    expect(madeUp.status).toBe(400);
    expect(messageOf(madeUp)).toBe(AUTH_TEXTS.resetLinkInvalid);
  });

  it("names the wrong field of each step in its 400", async () => {
    const cases: [object, RegExp][] = [
      [{ mobilePhone: newMobile() }, /sendOtp is required/],
      [{ sendOtp: "yes", mobilePhone: newMobile() }, /sendOtp is required/],
      [{ sendOtp: true }, new RegExp(AUTH_TEXTS.invalidMobile)],
      [{ sendOtp: true, mobilePhone: "not a number" }, new RegExp(AUTH_TEXTS.invalidMobile)],
      [{ sendOtp: false, mobilePhone: newMobile() }, /otp is required/],
      [{ sendOtp: false, mobilePhone: newMobile(), otp: "12345" }, /6 digits/],
      [{ sendOtp: false, resetToken: "short", newPassword: NEW_PASSWORD }, /resetToken/],
      [{ sendOtp: false, resetToken: randomBytes(32).toString("base64url") }, /newPassword/],
    ];
    for (const [payload, message] of cases) {
      const answer = await reset(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(messageOf(answer)).toMatch(message);
    }
  });

  it("keeps reset codes and sign-in codes apart", async () => {
    const account = await accountWithPassword();
    expect((await reset({ sendOtp: true, mobilePhone: account.mobilePhone })).status).toBe(200);
    const resetCode = await latestCode(t, account.mobilePhone);
    const asLogin = await encodedCall(t, "POST", "/customer/validateOTP/v2", { mobilePhone: account.mobilePhone, otp: resetCode });
    expect(asLogin.status).toBe(400);
    clock.advance(AFTER_COOLDOWN_MS);
    expect((await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone: account.mobilePhone }, { ip: newIp() })).status).toBe(200);
    const loginCode = await latestCode(t, account.mobilePhone);
    if (loginCode !== resetCode) {
      const asReset = await reset({ sendOtp: false, mobilePhone: account.mobilePhone, otp: loginCode });
      expect(asReset.status).toBe(400);
    }
  });

  it("answers a number without an account like any other, without sending an SMS", async () => {
    const account = await accountWithPassword();
    const guest = await signUpByOtp(t, { isGuestUser: true, fullName: "Only A Guest" });
    clock.advance(AFTER_COOLDOWN_MS);
    const unknown = newMobile();
    const statuses = async (mobilePhone: string) => {
      const first = await reset({ sendOtp: true, mobilePhone });
      const second = await reset({ sendOtp: true, mobilePhone });
      return [first.status, resetPasswordAnswerSchema.safeParse(first.body).data?.metaDataInfo.responseCode, second.status];
    };
    const known = await statuses(account.mobilePhone);
    expect(known).toEqual([200, "SUCCESS", 429]);
    expect(await statuses(unknown)).toEqual(known);
    expect(await statuses(guest.mobilePhone)).toEqual(known);
    expect(await outboxMessages(t, unknown)).toHaveLength(0);
    expect(await outboxMessages(t, guest.mobilePhone)).toHaveLength(1);
    const guess = await reset({ sendOtp: false, mobilePhone: unknown, otp: "123456" });
    expect(guess.status).toBe(400);
    expect(JSON.stringify(guess.body)).not.toContain("resetToken");
  });
});
