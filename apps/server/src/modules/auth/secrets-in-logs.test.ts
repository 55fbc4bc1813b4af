/** With logging at its most verbose, passwords, tokens and sign-in codes never reach the log. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { maskedNumber } from "../../integrations/sms/outbox-sms-sender";
import { captureOutput } from "../../test/capture-output";
import { createAppWith, encodedCall, jsonCall, latestCode, newIp, newMobile, signUpByOtp } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

const PASSWORD = "Never-logged-77";
let logged: string[] = [];
let t: TestApp;

beforeAll(async () => {
  logged = captureOutput().lines;
  t = await createAppWith({ LOG_LEVEL: "trace" });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe("logs", () => {
  it("hold no password, access token or refresh token, even for failed calls", async () => {
    const account = await signUpByOtp(t, { fullName: "Log Watcher" });
    const set = await jsonCall(
      t,
      "PUT",
      "/api/v2/customers",
      { customerId: account.customerId, password: PASSWORD },
      { token: account.accessToken },
    );
    expect(set.status).toBe(200);
    expect((await encodedCall(t, "POST", "/customer/login/v2", { userName: account.mobilePhone, password: PASSWORD })).status).toBe(200);
    expect((await encodedCall(t, "POST", "/customer/login/v2", { userName: account.mobilePhone, password: `${PASSWORD}x` })).status).toBe(
      401,
    );
    expect(
      (await jsonCall(t, "PUT", "/api/v2/customers", { customerId: account.customerId, password: "weak" }, { token: account.accessToken }))
        .status,
    ).toBe(400);
    const refreshed = await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: account.refreshToken });
    expect(refreshed.status).toBe(200);
    expect((await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: account.refreshToken })).status).toBe(401);

    const text = logged.join("");
    // The capture works: requests were logged at trace level.
    expect(text).toContain("/customer/login/v2");
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(account.accessToken);
    expect(text).not.toContain(account.refreshToken);
  });

  it("hold no sign-in code (nor the whole number it went to) unless SMS_LOG_MESSAGES asks for them", async () => {
    const mobilePhone = newMobile();
    expect((await encodedCall(t, "POST", "/customer/sendSMS", { mobilePhone }, { ip: newIp() })).status).toBe(200);
    const code = await latestCode(t, mobilePhone);
    const text = logged.join("");
    // The capture works: the outbox said it kept the message.
    expect(text).toContain(`SMS to ${maskedNumber(mobilePhone)} kept in the outbox`);
    expect(text).not.toContain(`${code} is your Forkful code`);
    expect(text).not.toContain("is your Forkful code");
    expect(text).not.toContain(mobilePhone);
  });
});
