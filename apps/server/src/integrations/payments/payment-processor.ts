/**
 * The card processor behind Forkful's payments. It hosts the card form (Forkful's page and server never see a card
 * number or CVV: only a token and the card's brand, expiry and last 4), authorizes and captures charges, makes
 * payment links and UPI requests, and confirms every success through a signed callback.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { cardExpirySchema } from "@forkful/contracts/payments";
import { z } from "zod";

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The processor's fingerprint of the card number: the same card always has the same one. */
  fingerprint: string;
}

export interface ChargeRequest {
  /** A single-use token (tok_…) or a saved payment method (pm_…). */
  token: string;
  amount: number;
  currency: "USD" | "INR";
  /** Forkful's transaction id, echoed in callbacks. */
  reference: string;
  idempotencyKey: string;
  description: string;
}

/**
 * Why the processor would not keep a card: its issuer declined the zero-amount check, the card network did not answer,
 * or the details are not a card it can use (an unknown, used or expired form).
 */
export type CardRefusal = "declined" | "unavailable" | "invalid";

export type AuthorizeResult =
  | { outcome: "approved"; processorRef: string; card: CardDetails }
  | { outcome: "declined"; processorRef: string; reason: string }
  | { outcome: "gateway_error"; reason: string };

export interface PayerRequest {
  amount: number;
  currency: "USD" | "INR";
  reference: string;
  idempotencyKey: string;
  description: string;
}

export interface PaymentProcessor {
  readonly provider: string;
  /** The hosted card form, for an iframe. */
  readonly cardFormUrl: string;
  /** Verifies a single-use token with a zero-amount check and turns it into a reusable payment method. */
  saveCard(
    token: string,
  ): Promise<{ ok: true; paymentMethod: string; card: CardDetails } | { ok: false; refusal: CardRefusal; reason: string }>;
  authorize(charge: ChargeRequest): Promise<AuthorizeResult>;
  /** Captures up to the authorized amount; the same key captures once. */
  capture(input: { processorRef: string; amount: number; idempotencyKey: string }): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Releases an authorization that will not be captured. */
  void(processorRef: string): Promise<void>;
  /** Gives back captured or paid money (once per charge). */
  refund(processorRef: string): Promise<{ ok: true } | { ok: false; reason: string }>;
  createPaymentLink(request: PayerRequest): Promise<{ processorRef: string; url: string; expiresAt: Date }>;
  createUpiRequest(request: PayerRequest): Promise<{ processorRef: string; uri: string; sandboxUrl: string | null }>;
  /** Closes an unpaid payment link or UPI request. */
  cancelPayerRequest(processorRef: string): Promise<void>;
  /**
   * What the processor itself says of one of its charges, links or UPI requests: the reference it was made for and
   * whether money was authorized or paid on it; null when it has no such charge.
   */
  chargeStatus(processorRef: string): Promise<ChargeStatus | null>;
}

export interface ChargeStatus {
  reference: string;
  succeeded: boolean;
}

/** A callback's body: what the processor confirms. */
export const processorCallbackSchema = z.object({
  type: z.enum(["authorization.succeeded", "capture.succeeded", "payment.paid"]),
  reference: z.string().uuid(),
  processorRef: z.string().min(1).max(100),
  amount: z.number().int().min(0),
  currency: z.enum(["USD", "INR"]),
  card: cardExpirySchema.extend({ brand: z.string().max(40), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  paymentMethod: z.enum(["card", "upi"]),
});
export type ProcessorCallback = z.infer<typeof processorCallbackSchema>;

export const SIGNATURE_HEADER = "x-processor-signature";
/** How old a signed callback may be. */
const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` */
export function signCallback(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

export function verifyCallbackSignature(secret: string, body: string, header: string | undefined, now: Date): boolean {
  const match = header?.match(/^t=(\d{1,12}),v1=([0-9a-f]{64})$/);
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}
