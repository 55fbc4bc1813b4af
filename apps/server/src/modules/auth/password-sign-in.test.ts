import { AUTH_TEXTS, loginAnswerSchema } from "@forkful/contracts/auth";
import { userDetailSchema } from "@forkful/contracts/customers";
import { MESSAGES } from "@forkful/contracts/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { encodedCall, jsonCall, messageOf, newMobile, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const PASSWORD = "Correct-horse-42";

let t: TestApp;
let account: { customerId: string; mobilePhone: string; accessToken: string };
beforeAll(async () => {
  t = await createTestApp();
  account = await signUpByOtp(t, { fullName: "Pass Word" });
  const set = await jsonCall(
    t,
    "PUT",
    "/api/v2/customers",
    { customerId: account.customerId, userName: "Ada.Lovelace", email: "Ada@Example.com", password: PASSWORD },
    { token: account.accessToken },
  );
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});
afterAll(() => t.close());

const login = (userName: string, password: string) => encodedCall(t, "POST", "/customer/login/v2", { userName, password });

describe("POST /customer/login/v2", () => {
  it.each([
    ["username", "ada.lovelace"],
    ["username in another case, with spaces", "  ADA.LOVELACE "],
    ["email", "ada@example.com"],
    ["email in another case", "ADA@EXAMPLE.COM"],
    ["mobile in E.164", "+14155551001"],
    ["mobile without the country code", "4155551001"],
    ["mobile written with punctuation", "+1 (415) 555-1001"],
  ])("signs in by %s", async (_, userName) => {
    expect(account.mobilePhone).toBe("+14155551001");
    const answer = await login(userName, PASSWORD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const session = loginAnswerSchema.parse(answer.body);
    expect(session).toMatchObject({
      userId: account.customerId,
      id: account.customerId,
      name: "Pass Word",
      mobilePhone: account.mobilePhone,
      email: "ada@example.com",
    });
    const profile = await encodedCall(t, "POST", "/customer/profile/v2", { id: account.customerId }, { token: session.accessToken });
    expect(profile.status).toBe(200);
    expect(userDetailSchema.parse(profile.body).userName).toBe("ada.lovelace");
  });

  it("answers a wrong password and an unknown user alike: 401 'Invalid Username or Password'", async () => {
    for (const [userName, password] of [
      ["ada.lovelace", "Wrong-password-1"],
      ["ada.lovelace", PASSWORD.toLowerCase()],
      ["nobody.here", PASSWORD],
      ["nobody@example.com", PASSWORD],
      ["+14155559999", PASSWORD],
    ] as const) {
      const answer = await login(userName, password);
      expect(answer.status).toBe(401);
      expect(messageOf(answer)).toBe(MESSAGES.signInNoUser);
      expect(JSON.stringify(answer.body)).not.toContain("accessToken");
    }
  });

  it("refuses an account that has no password yet (signed up by code)", async () => {
    const otpOnly = await signUpByOtp(t, { email: "otp.only@example.com" });
    for (const userName of [otpOnly.mobilePhone, "otp.only@example.com"]) {
      const answer = await login(userName, "");
      expect(answer.status).toBe(400);
      const guess = await login(userName, "Anything-123");
      expect(guess.status).toBe(401);
      expect(messageOf(guess)).toBe(MESSAGES.signInNoUser);
    }
  });

  it("answers missing or bad fields with a clear 400", async () => {
    const noPassword = await encodedCall(t, "POST", "/customer/login/v2", { userName: "ada.lovelace" });
    expect(noPassword.status).toBe(400);
    expect(messageOf(noPassword)).toContain("password");
    const noUser = await encodedCall(t, "POST", "/customer/login/v2", { password: PASSWORD });
    expect(noUser.status).toBe(400);
    expect(messageOf(noUser)).toContain("userName");
    const notEncoded = await t.app.inject({
      method: "POST",
      url: "/data-services/customer/login/v2",
      headers: { "x-app-version": "v2" },
      payload: { data: "%%%" },
    });
    expect(notEncoded.statusCode).toBe(400);
  });

  it("stores only a scrypt hash of the password", async () => {
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, account.customerId));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    const answer = await jsonCall(
      t,
      "PUT",
      "/api/v2/customers",
      { customerId: account.customerId, fullName: "Pass Word" },
      { token: account.accessToken },
    );
    expect(JSON.stringify(answer.body)).not.toContain("scrypt");
    expect(answer.body).toMatchObject({ customerDetails: { hasPassword: true } });
  });
});

describe("changing the password through PUT /api/v2/customers", () => {
  it("needs the current password once one is set, and refuses weak ones", async () => {
    const other = await signUpByOtp(t, { mobilePhone: newMobile() });
    const put = (body: object) =>
      jsonCall(t, "PUT", "/api/v2/customers", { customerId: other.customerId, ...body }, { token: other.accessToken });
    for (const weak of ["short1", "allletters", "1234567890"]) {
      const answer = await put({ password: weak });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toContain(AUTH_TEXTS.passwordWeak);
    }
    expect((await put({ password: "First-pass-1" })).status).toBe(200);
    const noCurrent = await put({ password: "Second-pass-2" });
    expect(noCurrent.status).toBe(400);
    expect(messageOf(noCurrent)).toContain("current password");
    expect((await put({ password: "Second-pass-2", currentPassword: "wrong" })).status).toBe(400);
    expect((await login(other.mobilePhone, "First-pass-1")).status).toBe(200);
    expect((await put({ password: "Second-pass-2", currentPassword: "First-pass-1" })).status).toBe(200);
    expect((await login(other.mobilePhone, "First-pass-1")).status).toBe(401);
    expect((await login(other.mobilePhone, "Second-pass-2")).status).toBe(200);
  });
});
