/** The app sends codes through the configured provider, and the dev outbox route exists only when configured. */
import { verifyOtpAnswerSchema } from "@forkful/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGateway, startFakeGateway } from "../../test/fake-gateway";
import { createAppWith, jsonCall, newMobile } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let gateway: FakeGateway;
let httpApp: TestApp;
let closedOutbox: TestApp;
beforeAll(async () => {
  gateway = await startFakeGateway();
  [httpApp, closedOutbox] = await Promise.all([
    createAppWith({ SMS_PROVIDER: "http", SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: "gateway-token", smsOutboxRoute: false }),
    createAppWith({ smsOutboxRoute: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([httpApp.close(), closedOutbox.close()]);
  await gateway.close();
});

const outboxRoute = (t: TestApp) =>
  t.app.inject({ method: "GET", url: "/data-services/dev/sms-outbox?to=%2B14155550100", headers: { "x-app-version": "v2" } });

describe("SMS provider wiring", () => {
  it("sends the code through the HTTP provider, and it signs in", async () => {
    const mobilePhone = newMobile();
    expect((await jsonCall(httpApp, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone })).status).toBe(200);
    const message = gateway.received.at(-1) as { auth: string; body: { to: string; body: string } };
    expect(message.auth).toBe("Bearer gateway-token");
    expect(message.body.to).toBe(mobilePhone);
    const otp = message.body.body.match(/^(\d{6}) is your Forkful code/)?.[1];
    expect(otp).toBeDefined();
    const verified = await jsonCall(httpApp, "POST", "/api/v2/customers/auth/verify-otp", { mobilePhone, otp, fullName: "Gateway User" });
    expect(verified.status).toBe(200);
    expect(verifyOtpAnswerSchema.parse(verified.body).customerDetails.mobilePhone).toBe(mobilePhone);
  });

  it("serves no dev outbox route unless configured", async () => {
    expect((await outboxRoute(httpApp)).statusCode).toBe(404);
    expect((await outboxRoute(closedOutbox)).statusCode).toBe(404);
  });
});
