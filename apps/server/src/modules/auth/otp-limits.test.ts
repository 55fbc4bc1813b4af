import { AUTH_TEXTS, OTP_MAX_ATTEMPTS, OTP_PER_IP_PER_HOUR, OTP_PER_NUMBER_PER_HOUR, SPENT_CODE_REFUSALS } from "@forkful/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { otpChallenges } from "../../db/schema/one-time-codes";
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
  wrongCode,
} from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const requestOtp = (mobilePhone: string, ip: string) => jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone }, { ip });
const sendSms = (mobilePhone: string, ip: string) => encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone }, { ip });
const validate = (mobilePhone: string, otp: string, ip = newIp()) =>
  encodedCall(t, "POST", "/customer/validateOTP/v2", { mobilePhone, otp, fullName: "Limit Tester" }, { ip });

/** A number that was just sent a code, with that code. */
async function sentCode(): Promise<{ mobilePhone: string; code: string; ip: string }> {
  const mobilePhone = newMobile();
  const ip = newIp();
  expect((await sendSms(mobilePhone, ip)).status).toBe(200);
  return { mobilePhone, ip, code: await latestCode(t, mobilePhone) };
}

describe("sending codes: 429 when rate limited", () => {
  it("refuses a resend inside the 30 second cooldown, on both calls", async () => {
    const mobilePhone = newMobile();
    const ip = newIp();
    expect((await requestOtp(mobilePhone, ip)).status).toBe(200);
    clock.advance(29_000);
    const json = await requestOtp(mobilePhone, ip);
    expect(json.status).toBe(429);
    expect(messageOf(json)).toBe(AUTH_TEXTS.otpCooldown);
    const encoded = await sendSms(mobilePhone, ip);
    expect(encoded.status).toBe(429);
    expect(messageOf(encoded)).toBe(AUTH_TEXTS.otpCooldown);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(1);
    clock.advance(2_000);
    expect((await requestOtp(mobilePhone, ip)).status).toBe(200);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(2);
  });

  it(`sends one number at most ${OTP_PER_NUMBER_PER_HOUR} codes an hour, whatever the address`, async () => {
    const mobilePhone = newMobile();
    for (let i = 0; i < OTP_PER_NUMBER_PER_HOUR; i++) {
      expect((await requestOtp(mobilePhone, newIp())).status).toBe(200);
      clock.advance(AFTER_COOLDOWN_MS);
    }
    const refused = await requestOtp(mobilePhone, newIp());
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe(AUTH_TEXTS.otpRateLimited);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(OTP_PER_NUMBER_PER_HOUR);
    clock.advance(60 * 60 * 1000);
    expect((await requestOtp(mobilePhone, newIp())).status).toBe(200);
  });

  it(`sends at most ${OTP_PER_IP_PER_HOUR} codes an hour to one client address`, async () => {
    const ip = newIp();
    for (let i = 0; i < OTP_PER_IP_PER_HOUR; i++) expect((await requestOtp(newMobile(), ip)).status).toBe(200);
    const mobilePhone = newMobile();
    const refused = await sendSms(mobilePhone, ip);
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toBe(AUTH_TEXTS.otpRateLimited);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(0);
    expect((await requestOtp(mobilePhone, newIp())).status).toBe(200);
  });

  it("keeps the cooldown and the limits when requests arrive together", async () => {
    const mobilePhone = newMobile();
    const together = await Promise.all(Array.from({ length: 8 }, () => requestOtp(mobilePhone, newIp())));
    expect(together.filter((a) => a.status === 200)).toHaveLength(1);
    expect(together.filter((a) => a.status === 429)).toHaveLength(7);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(1);

    const ip = newIp();
    const burst = await Promise.all(Array.from({ length: OTP_PER_IP_PER_HOUR + 10 }, () => requestOtp(newMobile(), ip)));
    expect(burst.filter((a) => a.status === 200).length).toBeLessThanOrEqual(OTP_PER_IP_PER_HOUR);
    expect(burst.every((a) => a.status === 200 || a.status === 429)).toBe(true);
  });
});

describe("verifying codes", () => {
  it("refuses a wrong code with the invalid-code text and creates nobody", async () => {
    const { mobilePhone, code } = await sentCode();
    const answer = await validate(mobilePhone, wrongCode(code));
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(AUTH_TEXTS.invalidOtp);
    expect(await t.database.db.select().from(customers).where(eq(customers.phoneNumber, mobilePhone))).toHaveLength(0);
  });

  it("accepts a code until 5 minutes have passed, and refuses it after", async () => {
    const early = await sentCode();
    const late = await sentCode();
    clock.advance(5 * 60 * 1000 - 1000);
    expect((await validate(early.mobilePhone, early.code)).status).toBe(200);
    clock.advance(1000);
    const expired = await validate(late.mobilePhone, late.code);
    expect(expired.status).toBe(400);
    expect(messageOf(expired)).toBe(AUTH_TEXTS.otpExpired);
  });

  it(`refuses the right code after ${OTP_MAX_ATTEMPTS} wrong ones`, async () => {
    const { mobilePhone, code } = await sentCode();
    const messages: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) messages.push(messageOf(await validate(mobilePhone, wrongCode(code))));
    expect(messages.slice(0, OTP_MAX_ATTEMPTS - 1).every((m) => m === AUTH_TEXTS.invalidOtp)).toBe(true);
    expect(messages.at(-1)).toBe(AUTH_TEXTS.otpTooManyTries);
    const sixth = await validate(mobilePhone, code);
    expect(sixth.status).toBe(400);
    expect(messageOf(sixth)).toBe(AUTH_TEXTS.otpTooManyTries);
  });

  it(`sends a new code at once, inside the cooldown, for a code spent by ${OTP_MAX_ATTEMPTS} wrong tries; the new one works`, async () => {
    const { mobilePhone, code, ip } = await sentCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await validate(mobilePhone, wrongCode(code));
    clock.advance(1_000);
    const resent = await sendSms(mobilePhone, ip);
    expect(resent.status).toBe(200);
    expect(await outboxMessages(t, mobilePhone)).toHaveLength(2);
    expect((await validate(mobilePhone, await latestCode(t, mobilePhone))).status).toBe(200);
    // The hourly limit still counts the new code, and a code still being tried keeps its cooldown.
    const next = await sentCode();
    await validate(next.mobilePhone, wrongCode(next.code));
    expect((await sendSms(next.mobilePhone, next.ip)).status).toBe(429);
  });

  it(`accepts the right code on the ${OTP_MAX_ATTEMPTS}th try`, async () => {
    const { mobilePhone, code } = await sentCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) expect((await validate(mobilePhone, wrongCode(code))).status).toBe(400);
    expect((await validate(mobilePhone, code)).status).toBe(200);
  });

  it(`counts at most ${OTP_MAX_ATTEMPTS} tries even when guesses arrive together`, async () => {
    const { mobilePhone, code } = await sentCode();
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((guess) => validate(mobilePhone, guess)));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => messageOf(a) === AUTH_TEXTS.invalidOtp).length).toBeLessThan(OTP_MAX_ATTEMPTS);
    const [challenge] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, mobilePhone));
    expect(challenge!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(messageOf(await validate(mobilePhone, code))).toBe(AUTH_TEXTS.otpTooManyTries);
  });

  it("tells a spent code (too many tries, expired) from a wrong one by its refusal code", async () => {
    const codeOf = (answer: { body: unknown }) => (answer.body as { code?: string }).code;
    const { mobilePhone, code } = await sentCode();
    const tries = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) tries.push(codeOf(await validate(mobilePhone, wrongCode(code))));
    expect(tries.slice(0, -1).every((c) => c === "BAD_REQUEST")).toBe(true);
    expect(tries.at(-1)).toBe(SPENT_CODE_REFUSALS.tooManyTries.code);
    const late = await sentCode();
    clock.advance(5 * 60 * 1000);
    expect(codeOf(await validate(late.mobilePhone, late.code))).toBe(SPENT_CODE_REFUSALS.expired.code);
  });

  it("refuses a code used twice", async () => {
    const { mobilePhone, code } = await sentCode();
    expect((await validate(mobilePhone, code)).status).toBe(200);
    const again = await validate(mobilePhone, code);
    expect(again.status).toBe(400);
    expect(messageOf(again)).toBe(AUTH_TEXTS.otpExpired);
  });

  it("refuses a code sent to another number", async () => {
    const first = await sentCode();
    const notSent = newMobile();
    const answer = await validate(notSent, first.code);
    expect(answer.status).toBe(400);
    expect(await t.database.db.select().from(customers).where(eq(customers.phoneNumber, notSent))).toHaveLength(0);
    const second = await sentCode();
    if (second.code !== first.code) expect((await validate(second.mobilePhone, first.code)).status).toBe(400);
    expect((await validate(first.mobilePhone, first.code)).status).toBe(200);
  });

  it("only the newest code counts after a resend", async () => {
    const { mobilePhone, code, ip } = await sentCode();
    clock.advance(AFTER_COOLDOWN_MS);
    expect((await sendSms(mobilePhone, ip)).status).toBe(200);
    const newer = await latestCode(t, mobilePhone);
    if (newer !== code) expect(messageOf(await validate(mobilePhone, code))).toBe(AUTH_TEXTS.invalidOtp);
    expect((await validate(mobilePhone, newer)).status).toBe(200);
  });
});

describe("per-route attempt limit", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ authAttemptsPerMinute: 3 });
  });
  afterAll(() => strict.close());

  it("answers the 4th sign-in call in a minute from one address with 429", async () => {
    const login = () =>
      encodedCall(strict, "POST", "/customer/login/v2", { userName: "nobody", password: "wrong-pass1" }, { ip: "198.51.100.7" });
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(401);
    const fourth = await login();
    expect(fourth.status).toBe(429);
    expect(messageOf(fourth)).toMatch(/Too many requests/);
  });

  it("limits the JSON code calls the same way", async () => {
    const ip = "198.51.100.8";
    const verify = () =>
      jsonCall(strict, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone: "+14155550199", otp: "123456" }, { ip });
    for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(429);
    // Another route keeps its own count.
    expect((await jsonCall(strict, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone: "+14155550198" }, { ip })).status).toBe(
      200,
    );
  });
});
