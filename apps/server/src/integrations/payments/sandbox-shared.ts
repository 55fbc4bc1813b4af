/** What the sandbox processor's parts share: its dependencies, ids, card details and signed callbacks. */
import { randomBytes } from "node:crypto";
import type { Clock } from "../../lib/clock";
import { type CardDetails, type ProcessorCallback, signCallback } from "./payment-processor";
import type { SandboxScenario } from "./sandbox-card-numbers";
import type { SandboxCharge, SandboxStore, SandboxToken } from "./sandbox-processor.store";

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxProcessorDeps {
  store: SandboxStore;
  clock: Clock;
  /** Signs callbacks; Forkful verifies them with the same secret. */
  callbackSecret: string;
  /** Keys card fingerprints. */
  fingerprintKey: string;
  /** Absolute base of links a payer opens on another device (https://forkful.example). */
  publicUrl: string;
  /** Sends a signed callback to Forkful. */
  deliver(body: string, signature: string): Promise<void>;
}

/** Thrown when the sandbox answers something a real processor would not (the app-error test card). */
export class ProcessorAnswerError extends Error {
  override name = "ProcessorAnswerError";
}

export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export const detailsOf = (token: SandboxToken): CardDetails => ({
  brand: token.brand,
  last4: token.last4,
  expMonth: token.expMonth,
  expYear: token.expYear,
  fingerprint: token.fingerprint,
});

/** Sends a callback; a bad-signature card's callbacks are signed with the wrong key. */
export async function confirm(deps: SandboxProcessorDeps, event: ProcessorCallback, scenario: SandboxScenario | null) {
  const body = JSON.stringify(event);
  const secret = scenario === "bad_signature" ? `${deps.callbackSecret}-not-really` : deps.callbackSecret;
  await deps.deliver(body, signCallback(secret, body, deps.clock()));
}

export const callbackOf = (charge: SandboxCharge, type: ProcessorCallback["type"], token: SandboxToken | null, amount: number) =>
  ({
    type,
    reference: charge.reference,
    processorRef: charge.ref,
    amount,
    currency: charge.currency as "USD" | "INR",
    card: token ? { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear } : null,
    paymentMethod: token ? "card" : "upi",
  }) satisfies ProcessorCallback;
