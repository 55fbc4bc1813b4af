/** The app sends codes through the configured provider, and the dev outbox route exists only when configured. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyOtpAnswerSchema } from "@forkful/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWith, jsonCall, newMobile } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

const received: { auth: string | undefined; body: { to: string; body: string } }[] = [];
const gateway = createServer((request, response) => {
  let text = "";
  request.on("data", (chunk) => {
    text += chunk;
  });
  request.on("end", () => {
    received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(202).end();
  });
});

let httpApp: TestApp;
let closedOutbox: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
  [httpApp, closedOutbox] = await Promise.all([
    createAppWith({ SMS_PROVIDER: "http", SMS_HTTP_URL: url, SMS_HTTP_TOKEN: "gateway-token", smsOutboxRoute: false }),
    createAppWith({ smsOutboxRoute: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([httpApp.close(), closedOutbox.close()]);
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const outboxRoute = (t: TestApp) =>
  t.app.inject({ method: "GET", url: "/data-services/dev/sms-outbox?to=%2B14155550100", headers: { "x-app-version": "v2" } });

describe("SMS provider wiring", () => {
  it("sends the code through the HTTP provider, and it signs in", async () => {
    const mobilePhone = newMobile();
    expect((await jsonCall(httpApp, "POST", "/api/v2/customers/auth/request-otp", { mobilePhone })).status).toBe(200);
    const message = received.at(-1)!;
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
