/**
 * The partners' webhooks to Forkful: each partner signs the raw body with HMAC-SHA256 (hex) under its own secret,
 * derived from the server's, in one header. A body is read only once its signature matches.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { DeliveryWebhooks } from "./delivery-partner";
import type { PartnerKit } from "./partner-kit";

export const DELIVERY_SIGNATURE_HEADER = "x-forkful-delivery-signature";

export function webhookSecret(serverSecret: string, partner: DeliveryPartner): string {
  return createHmac("sha256", serverSecret).update(`delivery-webhook:${partner}`).digest("hex");
}

export function signWebhook(secret: string, rawBody: string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

function signatureMatches(secret: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signWebhook(secret, rawBody), "hex"), Buffer.from(signature, "hex"));
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return undefined;
  }
}

export function createDeliveryWebhooks(serverSecret: string, kits: readonly PartnerKit[]): DeliveryWebhooks {
  const byPartner = new Map(kits.map((kit) => [kit.partner, { kit, secret: webhookSecret(serverSecret, kit.partner) }]));
  return {
    signatureHeader: DELIVERY_SIGNATURE_HEADER,
    verify(partner, rawBody, signature) {
      const known = byPartner.get(partner);
      if (!known || !signature || !signatureMatches(known.secret, rawBody, signature)) return null;
      const body = parseJson(rawBody);
      const event = body === undefined ? null : known.kit.readWebhook(body);
      return event ? { partner, ...event } : null;
    },
  };
}
