import { describe, expect, it } from "vitest";
import { createDeliveryWebhooks, DELIVERY_SIGNATURE_HEADER, signWebhook, webhookSecret } from "./delivery-webhooks";
import { doordashKit } from "./doordash/doordash-kit";

const SERVER_SECRET = "server-secret-for-tests";
const webhooks = createDeliveryWebhooks(SERVER_SECRET, [doordashKit]);
const body = JSON.stringify({ event_name: "DASHER_PICKED_UP", external_delivery_id: "order-1-1-abcdef", delivery_status: "picked_up" });
const signed = (raw: string, partner: "DOORDASH" | "DUNZO" = "DOORDASH") => signWebhook(webhookSecret(SERVER_SECRET, partner), raw);

describe("delivery webhooks", () => {
  it("reads a body signed with the partner's own secret", () => {
    expect(webhooks.signatureHeader).toBe(DELIVERY_SIGNATURE_HEADER);
    expect(webhooks.verify("DOORDASH", body, signed(body))).toEqual({
      partner: "DOORDASH",
      externalId: "order-1-1-abcdef",
      state: "picked_up",
    });
    expect(webhooks.verify("DOORDASH", body, signed(body).toUpperCase())).not.toBeNull();
  });

  it("derives a different secret per partner and per server", () => {
    expect(webhookSecret(SERVER_SECRET, "DOORDASH")).not.toBe(webhookSecret(SERVER_SECRET, "DUNZO"));
    expect(webhookSecret("another server", "DOORDASH")).not.toBe(webhookSecret(SERVER_SECRET, "DOORDASH"));
  });

  it("refuses a tampered body, another partner's or server's signature, and a missing or malformed one", () => {
    const tampered = body.replace("picked_up", "delivered");
    expect(webhooks.verify("DOORDASH", tampered, signed(body))).toBeNull();
    expect(webhooks.verify("DOORDASH", body, signed(body, "DUNZO"))).toBeNull();
    expect(webhooks.verify("DOORDASH", body, signWebhook(webhookSecret("another server", "DOORDASH"), body))).toBeNull();
    expect(webhooks.verify("DOORDASH", body, undefined)).toBeNull();
    expect(webhooks.verify("DOORDASH", body, "")).toBeNull();
    expect(webhooks.verify("DOORDASH", body, "zz".repeat(32))).toBeNull();
    expect(webhooks.verify("DOORDASH", body, signed(body).slice(0, 62))).toBeNull();
  });

  it("refuses a partner it has no kit for, and a signed body that is not the partner's webhook", () => {
    expect(webhooks.verify("DUNZO", body, signed(body, "DUNZO"))).toBeNull();
    const notJson = "{not json";
    expect(webhooks.verify("DOORDASH", notJson, signed(notJson))).toBeNull();
    const other = JSON.stringify({ hello: "world" });
    expect(webhooks.verify("DOORDASH", other, signed(other))).toBeNull();
  });
});
