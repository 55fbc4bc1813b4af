/** Personal answers, and every answer to a call with credentials, say Cache-Control: no-store; public files keep theirs. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ValidateOtpAnswer } from "@forkful/contracts/auth";
import { findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeTestOrder } from "../test/payment-test-kit";
import { type Answer, encodedCall, jsonCall, signUpByOtp } from "../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let webRoot: string;
let diner: ValidateOtpAnswer;
let orderId: string;
let logoUrl: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "forkful-web-"));
  const dist = join(webRoot, "dist");
  await mkdir(join(dist, "assets"), { recursive: true });
  await writeFile(join(dist, "index.html"), "<!doctype html><title>Forkful</title>");
  await writeFile(join(dist, "assets", "app-1a2b3c.js"), "console.log('forkful')");
  t = await createTestApp({ webDistDir: dist });
  diner = await signUpByOtp(t, { fullName: "Cache Watcher" });
  orderId = (await placeTestOrder(t, { token: diner.accessToken })).orderId;
  const { restaurants } = findMerchantAnswerSchema.parse((await t.call("/customer/findMerchant/v2", {})).body);
  logoUrl = restaurants[0]!.media.find((m) => m.entityType === "LOGO")!.url;
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const cachingOf = (answer: Answer) => answer.response.headers["cache-control"];
const asDiner = () => ({ token: diner.accessToken });

describe("Cache-Control", () => {
  it("is no-store on personal answers: profile, orders, an order, cards, tokens", async () => {
    const personal: [string, Answer][] = [
      ["profile", await encodedCall(t, "POST", "/customer/profile/v2", { id: diner.customerId }, asDiner())],
      ["order", await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${orderId}`, undefined, asDiner())],
      ["orders", await jsonCall(t, "GET", `/api/v2/customers/orders?customerId=${diner.customerId}`, undefined, asDiner())],
      ["cards", await encodedCall(t, "GET", `/cards?customerId=${diner.customerId}`, undefined, asDiner())],
      ["token refresh", await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: diner.refreshToken })],
    ];
    for (const [name, answer] of personal) {
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(cachingOf(answer), name).toBe("no-store");
    }
  });

  it("is no-store on the answer that opens a session, and on refusals", async () => {
    const refused = await encodedCall(t, "POST", "/customer/login/v2", { userName: "nobody@example.com", password: "wrong-password-1" });
    expect(refused.status).toBe(401);
    expect(cachingOf(refused)).toBe("no-store");
    const forbidden = await jsonCall(t, "GET", "/api/v2/customers/orders?customerId=someone-else&locationId=1", undefined, asDiner());
    expect(forbidden.status).toBeGreaterThanOrEqual(400);
    expect(cachingOf(forbidden)).toBe("no-store");
  });

  it("is no-store on any call that carries credentials, even a public read", async () => {
    const response = await t.app.inject({ method: "GET", url: logoUrl, headers: { authorization: `Bearer ${diner.accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const restaurants = await encodedCall(t, "POST", "/customer/findMerchant/v2", {}, asDiner());
    expect(restaurants.status).toBe(200);
    expect(cachingOf(restaurants)).toBe("no-store");
  });

  it("keeps the caching public files choose: media, the web app's hashed assets and its page", async () => {
    const logo = await t.app.inject({ method: "GET", url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["cache-control"]).toBe("public, max-age=86400");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ method: "GET", url: "/homepage" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
