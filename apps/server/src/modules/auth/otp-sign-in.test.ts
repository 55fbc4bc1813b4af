import {
  AUTH_TEXTS,
  countriesAnswerSchema,
  requestOtpAnswerSchema,
  sendSmsAnswerSchema,
  validateOtpAnswerSchema,
  verifyOtpAnswerSchema,
} from "@forkful/contracts/auth";
import { userDetailSchema } from "@forkful/contracts/customers";
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
  signUpByOtp,
  wrongCode,
} from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const sendSms = (payload: unknown, ip = newIp()) => encodedCall(t, "POST", "/customer/sendSMS", payload, { ip });
const validateOtp = (payload: unknown, ip = newIp()) => encodedCall(t, "POST", "/customer/validateOTP/v2", payload, { ip });
const profileOf = async (customerId: string, token: string) => {
  const answer = await encodedCall(t, "POST", "/customer/profile/v2", { id: customerId }, { token });
  expect(answer.status).toBe(200);
  return userDetailSchema.parse(answer.body);
};

describe("POST /customer/sendSMS and /customer/validateOTP/v2", () => {
  it("signs up a new number: the right code without a name answers 409 and keeps the code, which costs no try", async () => {
    const mobilePhone = newMobile();
    const sent = await sendSms({ mobilePhone: mobilePhone.slice(2), countryCode: "+1" });
    expect(sent.status).toBe(200);
    const answer = sendSmsAnswerSchema.parse(sent.body);
    expect(answer).toEqual({ resendAfterSeconds: 30, metaDataInfo: { responseCode: "SUCCESS", responseMessage: AUTH_TEXTS.otpSent } });
    const otp = await latestCode(t, mobilePhone);

    for (let i = 0; i < 6; i++) {
      const noName = await validateOtp({ mobilePhone, otp });
      expect(noName.status).toBe(409);
      expect(messageOf(noName)).toBe(AUTH_TEXTS.fullNameRequired);
    }
    const [challenge] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, mobilePhone));
    expect(challenge!.attempts).toBe(0);
    expect(challenge!.consumedAt).toBeNull();

    const verified = await validateOtp({ mobilePhone, otp, fullName: "  Ada Lovelace ", email: "Ada@Example.com" });
    expect(verified.status).toBe(200);
    const session = validateOtpAnswerSchema.parse(verified.body);
    expect(session).toMatchObject({
      statusCodeValue: 200,
      mobilePhone,
      name: "Ada Lovelace",
      email: "ada@example.com",
      isGuestUser: false,
      metaDataInfo: { responseCode: "SUCCESS" },
    });
    const profile = await profileOf(session.customerId, session.accessToken);
    expect(profile).toMatchObject({ userId: session.customerId, fullName: "Ada Lovelace", phoneNumber: mobilePhone, isGuestUser: false });
  });

  it("signs in an existing number without asking for a name, keeping the same customer", async () => {
    const first = await signUpByOtp(t, { fullName: "Grace Hopper" });
    clock.advance(AFTER_COOLDOWN_MS);
    expect((await sendSms({ mobilePhone: first.mobilePhone })).status).toBe(200);
    const verified = await validateOtp({ mobilePhone: first.mobilePhone, otp: await latestCode(t, first.mobilePhone) });
    expect(verified.status).toBe(200);
    const again = validateOtpAnswerSchema.parse(verified.body);
    expect(again.customerId).toBe(first.customerId);
    expect(again.name).toBe("Grace Hopper");
    expect(again.refreshToken).not.toBe(first.refreshToken);
  });

  it("refuses a bad number, a bad code format and a bad email with a clear 400, creating nobody", async () => {
    const before = (await t.database.db.select().from(customers)).length;
    const badNumber = await sendSms({ mobilePhone: "12345" });
    expect(badNumber.status).toBe(400);
    expect(messageOf(badNumber)).toContain(AUTH_TEXTS.invalidMobile);
    const badCountry = await sendSms({ mobilePhone: "4155550100", countryCode: "+44" });
    expect(badCountry.status).toBe(400);
    expect(messageOf(badCountry)).toContain("countryCode");
    const mobilePhone = newMobile();
    const badCode = await validateOtp({ mobilePhone, otp: "12ab56", fullName: "Someone New" });
    expect(badCode.status).toBe(400);
    expect(messageOf(badCode)).toContain("6 digits");
    const badEmail = await validateOtp({ mobilePhone, otp: "123456", fullName: "Someone New", email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(messageOf(badEmail)).toContain("email");
    const shortName = await validateOtp({ mobilePhone, otp: "123456", fullName: "A" });
    expect(shortName.status).toBe(400);
    expect(messageOf(shortName)).toContain("full name");
    expect((await t.database.db.select().from(customers)).length).toBe(before);
  });

  it("refuses an email that belongs to another account with 'linked', without spending the code", async () => {
    await signUpByOtp(t, { email: "taken@example.com" });
    const mobilePhone = newMobile();
    const ip = newIp();
    await sendSms({ mobilePhone }, ip);
    const otp = await latestCode(t, mobilePhone);
    const linked = await validateOtp({ mobilePhone, otp, fullName: "Second Person", email: "taken@example.com" }, ip);
    expect(linked.status).toBe(400);
    expect(messageOf(linked)).toContain("linked");
    const ok = await validateOtp({ mobilePhone, otp, fullName: "Second Person" }, ip);
    expect(ok.status).toBe(200);
  });

  it("stores codes only as hashes", async () => {
    const mobilePhone = newMobile();
    await sendSms({ mobilePhone });
    const code = await latestCode(t, mobilePhone);
    const rows = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, mobilePhone));
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a stranger cannot tell whether a number has an account", () => {
  it("sendSMS and request-otp answer the same for a new number, a guest's and an account's", async () => {
    const account = await signUpByOtp(t);
    const guest = await signUpByOtp(t, { isGuestUser: true });
    clock.advance(AFTER_COOLDOWN_MS);
    const numbers = [newMobile(), guest.mobilePhone, account.mobilePhone];
    const sent = await Promise.all(numbers.map((mobilePhone) => sendSms({ mobilePhone })));
    expect(sent.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((a) => JSON.stringify(a.body))).size).toBe(1);
    clock.advance(AFTER_COOLDOWN_MS);
    const requested = await Promise.all(
      numbers.map((mobilePhone) => jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone }, { ip: newIp() })),
    );
    expect(requested.map((a) => a.body)).toEqual(numbers.map(() => ({ sent: true, resendAfterSeconds: 30 })));
  });

  it("a wrong code answers the same for a new number and an account's, without a name or with someone's email", async () => {
    const taken = await signUpByOtp(t, { email: "known@example.com" });
    const account = await signUpByOtp(t);
    clock.advance(AFTER_COOLDOWN_MS);
    const answers: string[] = [];
    for (const mobilePhone of [newMobile(), account.mobilePhone]) {
      const ip = newIp();
      await sendSms({ mobilePhone }, ip);
      const otp = wrongCode(await latestCode(t, mobilePhone));
      for (const extra of [{}, { email: "known@example.com" }, { fullName: "Some Body", email: "known@example.com" }]) {
        const answer = await validateOtp({ mobilePhone, otp, ...extra }, ip);
        answers.push(`${answer.status} ${messageOf(answer)}`);
      }
    }
    expect(new Set(answers)).toEqual(new Set([`400 ${AUTH_TEXTS.invalidOtp}`]));
    expect(taken.email).toBe("known@example.com");
  });
});

describe("guests", () => {
  it("a guest keeps their customer id when they later sign up, and becomes a full account", async () => {
    const mobilePhone = newMobile();
    const guest = await signUpByOtp(t, { mobilePhone, fullName: "Guest Diner", email: "guest@example.com", isGuestUser: true });
    expect(guest.isGuestUser).toBe(true);
    expect(guest.name).toBe("Guest Diner");
    expect((await profileOf(guest.customerId, guest.accessToken)).isGuestUser).toBe(true);

    // The number has no account yet: the right code without a name asks for one (409), and the same code with it signs up.
    clock.advance(AFTER_COOLDOWN_MS);
    const ip = newIp();
    expect((await sendSms({ mobilePhone }, ip)).status).toBe(200);
    const otp = await latestCode(t, mobilePhone);
    const noName = await validateOtp({ mobilePhone, otp, isGuestUser: false }, ip);
    expect(noName.status).toBe(409);
    expect(messageOf(noName)).toBe(AUTH_TEXTS.fullNameRequired);
    const verified = await validateOtp({ mobilePhone, otp, fullName: "Full Diner", isGuestUser: false }, ip);
    expect(verified.status).toBe(200);
    const account = validateOtpAnswerSchema.parse(verified.body);
    expect(account.customerId).toBe(guest.customerId);
    expect(account).toMatchObject({ isGuestUser: false, name: "Full Diner", email: "guest@example.com" });
    const profile = await profileOf(account.customerId, account.accessToken);
    expect(profile).toMatchObject({ isGuestUser: false, fullName: "Full Diner" });
    expect((await t.database.db.select().from(customers).where(eq(customers.phoneNumber, mobilePhone))).length).toBe(1);
  });

  it("a number that has an account, signing in as a guest, gets its account unchanged", async () => {
    const account = await signUpByOtp(t, { fullName: "Real Account" });
    clock.advance(AFTER_COOLDOWN_MS);
    const asGuest = await signUpByOtp(t, { mobilePhone: account.mobilePhone, fullName: "Other Name", isGuestUser: true });
    expect(asGuest).toMatchObject({ customerId: account.customerId, name: "Real Account", isGuestUser: false });
  });

  it("a guest needs a full name too", async () => {
    const mobilePhone = newMobile();
    const ip = newIp();
    await sendSms({ mobilePhone, isGuestUser: true }, ip);
    const answer = await validateOtp({ mobilePhone, otp: await latestCode(t, mobilePhone), isGuestUser: true }, ip);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(AUTH_TEXTS.fullNameRequired);
  });
});

describe("POST /api/v2/customers/auth/request-otp and /verify-otp (JSON)", () => {
  it("sends a code and signs up with customerDetails.customerId", async () => {
    const mobilePhone = newMobile();
    const ip = newIp();
    const requested = await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone }, { ip });
    expect(requested.status).toBe(200);
    expect(requestOtpAnswerSchema.parse(requested.body)).toEqual({ sent: true, resendAfterSeconds: 30 });
    const otp = await latestCode(t, mobilePhone);
    const noName = await jsonCall(t, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone, otp }, { ip });
    expect(noName.status).toBe(409);
    expect(messageOf(noName)).toBe(AUTH_TEXTS.fullNameRequired);
    const verified = await jsonCall(t, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone, otp, fullName: "Json Diner" }, { ip });
    expect(verified.status).toBe(200);
    const answer = verifyOtpAnswerSchema.parse(verified.body);
    expect(answer.customerDetails).toMatchObject({ fullName: "Json Diner", mobilePhone, isGuestUser: false, hasPassword: false });
    expect((await profileOf(answer.customerDetails.customerId, answer.accessToken)).userId).toBe(answer.customerDetails.customerId);
  });

  it("signs in an existing number to the same customer", async () => {
    const first = await signUpByOtp(t);
    clock.advance(AFTER_COOLDOWN_MS);
    const ip = newIp();
    const requested = await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone: first.mobilePhone }, { ip });
    expect(requested.body).toEqual({ sent: true, resendAfterSeconds: 30 });
    const otp = await latestCode(t, first.mobilePhone);
    const verified = await jsonCall(t, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone: first.mobilePhone, otp }, { ip });
    expect(verified.status).toBe(200);
    expect(verifyOtpAnswerSchema.parse(verified.body).customerDetails.customerId).toBe(first.customerId);
  });

  it("answers bad JSON input with a clear 400", async () => {
    const missing = await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", {});
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toContain("mobilePhone");
    const badPurpose = await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone: newMobile(), purpose: "other" });
    expect(badPurpose.status).toBe(400);
    const badOtp = await jsonCall(t, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone: newMobile(), otp: "1" });
    expect(badOtp.status).toBe(400);
    expect(messageOf(badOtp)).toContain("6 digits");
  });

  it("refuses a wrong code with the invalid-code text", async () => {
    const mobilePhone = newMobile();
    const ip = newIp();
    await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone }, { ip });
    const otp = wrongCode(await latestCode(t, mobilePhone));
    const answer = await jsonCall(t, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone, otp, fullName: "Wrong Code" }, { ip });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(AUTH_TEXTS.invalidOtp);
  });

  it("sends the SMS to the normalised number", async () => {
    const mobilePhone = newMobile();
    await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", {
      mobilePhone: `(${mobilePhone.slice(2, 5)}) ${mobilePhone.slice(5, 8)}-${mobilePhone.slice(8)}`,
    });
    const [message] = await outboxMessages(t, mobilePhone);
    expect(message?.to).toBe(mobilePhone);
    expect(message?.body).toMatch(/^\d{6} is your Forkful code/);
  });
});

describe("GET /customer/getCountry/v2", () => {
  it("answers +1 US (the default) and +91 IND", async () => {
    const { status, body } = await t.get("/customer/getCountry/v2");
    expect(status).toBe(200);
    const answer = countriesAnswerSchema.parse(body);
    expect(answer.defaultCountryCode).toBe("+1");
    expect(answer.countries.map((c) => [c.countryCode, c.iso])).toEqual([
      ["+1", "US"],
      ["+91", "IND"],
    ]);
    expect(answer.countries.every((c) => c.flag.length > 0 && c.name.length > 0)).toBe(true);
  });
});
