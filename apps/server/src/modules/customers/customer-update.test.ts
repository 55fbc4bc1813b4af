import { AUTH_TEXTS, customerDetailsSchema } from "@forkful/contracts/auth";
import { type UserDetail, userDetailSchema } from "@forkful/contracts/customers";
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
import { WALLET_BLOCKS_COUNTRY_CHANGE } from "./change-mobile";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof signUpByOtp>>;

async function fetchProfile(session: Session): Promise<UserDetail> {
  const answer = await encodedCall(t, "POST", "/customer/profile/v2", { id: session.customerId }, { token: session.accessToken });
  expect(answer.status).toBe(200);
  return userDetailSchema.parse(answer.body);
}

const put = (session: Session, body: object) =>
  jsonCall(t, "PUT", "/api/v2/customers", { customerId: session.customerId, ...body }, { token: session.accessToken });
const requestChangeCode = (mobilePhone: string) =>
  jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone, purpose: "change-mobile" }, { ip: newIp() });

describe("PUT /api/v2/customers", () => {
  it("changes the name, username and email, and clears the email with null", async () => {
    const session = await signUpByOtp(t, { fullName: "First Name", email: "first@example.com" });
    const answer = await put(session, { fullName: "Second Name", userName: "Second.Name", email: "Second@Example.com" });
    expect(answer.status).toBe(200);
    const { customerDetails } = answer.body as { customerDetails: unknown };
    expect(customerDetailsSchema.parse(customerDetails)).toMatchObject({
      customerId: session.customerId,
      fullName: "Second Name",
      userName: "second.name",
      email: "second@example.com",
      mobilePhone: session.mobilePhone,
      isGuestUser: false,
      hasPassword: false,
    });
    expect(await fetchProfile(session)).toMatchObject({ fullName: "Second Name", userName: "second.name", email: "second@example.com" });
    expect((await put(session, { email: null })).status).toBe(200);
    expect((await fetchProfile(session)).email).toBeNull();
  });

  it("refuses a mobile, email or username of another account with 400 'linked' and changes nothing", async () => {
    const other = await signUpByOtp(t, { email: "other@example.com" });
    expect((await put(other, { userName: "other.user" })).status).toBe(200);
    const session = await signUpByOtp(t, { fullName: "Keeps Name", email: "keeps@example.com" });
    const before = await fetchProfile(session);
    const cases: [object, string][] = [
      [{ mobilePhone: other.mobilePhone }, AUTH_TEXTS.mobileLinked],
      [{ mobilePhone: other.mobilePhone.slice(2), countryCode: "+1", otp: "123456" }, AUTH_TEXTS.mobileLinked],
      [{ email: "OTHER@example.com" }, AUTH_TEXTS.emailLinked],
      [{ userName: "Other.User" }, AUTH_TEXTS.userNameLinked],
    ];
    for (const [body, text] of cases) {
      const answer = await put(session, { fullName: "Changed Name", ...body });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toBe(text);
      expect(messageOf(answer)).toContain("linked");
    }
    expect(await fetchProfile(session)).toEqual(before);
    expect((await fetchProfile(other)).email).toBe("other@example.com");
  });

  it("changes the mobile only with a code sent to the new number", async () => {
    const session = await signUpByOtp(t);
    const oldMobile = session.mobilePhone;
    const newNumber = newMobile();
    const before = await fetchProfile(session);

    const noCode = await put(session, { mobilePhone: newNumber });
    expect(noCode.status).toBe(400);
    expect(messageOf(noCode)).toBe(AUTH_TEXTS.changeMobileNeedsOtp);
    expect((await put(session, { mobilePhone: newNumber, otp: "123456" })).status).toBe(400);

    // A sign-in code for the new number does not do.
    expect((await jsonCall(t, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone: newNumber }, { ip: newIp() })).status).toBe(200);
    const loginCode = await latestCode(t, newNumber);
    expect((await put(session, { mobilePhone: newNumber, otp: loginCode })).status).toBe(400);
    expect(await fetchProfile(session)).toEqual(before);

    clock.advance(AFTER_COOLDOWN_MS);
    const requested = await requestChangeCode(newNumber);
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ sent: true });
    expect(await outboxMessages(t, oldMobile)).toHaveLength(1); // only the sign-up code
    const code = await latestCode(t, newNumber);
    const wrong = await put(session, { mobilePhone: newNumber, otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(AUTH_TEXTS.invalidOtp);
    expect(await fetchProfile(session)).toEqual(before);

    const changed = await put(session, { mobilePhone: newNumber.slice(2), countryCode: "+1", otp: code });
    expect(changed.status).toBe(200);
    expect((changed.body as { customerDetails: { mobilePhone: string } }).customerDetails.mobilePhone).toBe(newNumber);
    expect((await fetchProfile(session)).phoneNumber).toBe(newNumber);
    // The code is spent, and the old number is free again.
    expect((await put(session, { mobilePhone: oldMobile, otp: code })).status).toBe(400);
    clock.advance(AFTER_COOLDOWN_MS);
    const ip = newIp();
    expect((await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone: oldMobile }, { ip })).status).toBe(200);
    const signUp = await encodedCall(
      t,
      "POST",
      "/customer/validateOTP/v2",
      { mobilePhone: oldMobile, otp: await latestCode(t, oldMobile) },
      { ip },
    );
    expect(signUp.status).toBe(409);
    expect(messageOf(signUp)).toBe(AUTH_TEXTS.fullNameRequired);
  });

  it("does not send a change code to a number that belongs to someone", async () => {
    const other = await signUpByOtp(t);
    clock.advance(AFTER_COOLDOWN_MS);
    const answer = await requestChangeCode(other.mobilePhone);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(AUTH_TEXTS.mobileLinked);
    expect(await outboxMessages(t, other.mobilePhone)).toHaveLength(1);
  });

  it("keeping the same mobile needs no code", async () => {
    const session = await signUpByOtp(t);
    expect((await put(session, { mobilePhone: session.mobilePhone, fullName: "Same Mobile" })).status).toBe(200);
    expect((await fetchProfile(session)).fullName).toBe("Same Mobile");
  });

  it("refuses bad input on each field with a clear 400 and changes nothing", async () => {
    const session = await signUpByOtp(t, { fullName: "Stays The Same", email: "stays@example.com" });
    const before = await fetchProfile(session);
    const cases: [object, RegExp][] = [
      [{}, /Nothing to update/],
      [{ fullName: "A" }, /fullName/],
      [{ fullName: "x".repeat(81) }, /fullName/],
      [{ userName: "1starts-with-digit" }, /userName/],
      [{ userName: "ab" }, /userName/],
      [{ userName: "has space" }, /userName/],
      [{ email: "nope" }, /email/],
      [{ mobilePhone: "12345" }, new RegExp(AUTH_TEXTS.invalidMobile)],
      [{ mobilePhone: "4155550100", countryCode: "+44" }, /countryCode/],
      [{ mobilePhone: newMobile(), otp: "12" }, /otp/],
      [{ password: "short" }, /password/],
      [{ customerId: "not-a-uuid", fullName: "Valid Name" }, /customerId/],
      [{ fullName: 42 }, /fullName/],
    ];
    for (const [body, message] of cases) {
      const answer = await put(session, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer)).toMatch(message);
    }
    expect(await fetchProfile(session)).toEqual(before);
  });
});

describe("changing to a number of another country", () => {
  it("is refused while the wallet holds money in the old country's currency", async () => {
    const session = await signUpByOtp(t);
    const credited = await jsonCall(
      t,
      "POST",
      "/dev/wallet-credit",
      { customerId: session.customerId, amount: 500 },
      { token: session.accessToken },
    );
    expect(credited.status).toBe(200);
    const indian = await put(session, { mobilePhone: "9876501234", countryCode: "+91", otp: "123456" });
    expect(indian.status).toBe(400);
    expect(messageOf(indian)).toBe(WALLET_BLOCKS_COUNTRY_CHANGE);
    expect((await fetchProfile(session)).phoneNumber).toBe(session.mobilePhone);
  });
});
