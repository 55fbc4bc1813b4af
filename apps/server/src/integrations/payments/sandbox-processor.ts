/**
 * A built-in card processor that behaves like a hosted-tokenization one: cards are typed into its own form
 * (sandbox-pages.ts), it keeps tokens, not numbers, and it confirms successes with signed callbacks. The test
 * number a card was tokenized from decides what happens (sandbox-card-numbers.ts).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Clock } from "../../lib/clock";
import type { AuthorizeResult, CardDetails, ChargeRequest, PayerRequest, PaymentProcessor, ProcessorCallback } from "./payment-processor";
import { signCallback } from "./payment-processor";
import { brandOf, type CardInput, cardProblem, type SandboxScenario, scenarioOf } from "./sandbox-card-numbers";
import type { SandboxCharge, SandboxStore, SandboxToken } from "./sandbox-processor.store";

export const SANDBOX_BASE_PATH = "/sandbox-processor";
const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

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

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export function createSandboxProcessor(deps: SandboxProcessorDeps) {
  const { store, clock } = deps;

  const detailsOf = (token: SandboxToken): CardDetails => ({
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    fingerprint: token.fingerprint,
  });

  /** Sends a callback; a bad-signature card's callbacks are signed with the wrong key. */
  async function confirm(event: ProcessorCallback, scenario: SandboxScenario | null) {
    const body = JSON.stringify(event);
    const secret = scenario === "bad_signature" ? `${deps.callbackSecret}-not-really` : deps.callbackSecret;
    await deps.deliver(body, signCallback(secret, body, clock()));
  }

  const callbackOf = (charge: SandboxCharge, type: ProcessorCallback["type"], token: SandboxToken | null, amount: number) =>
    ({
      type,
      reference: charge.reference,
      processorRef: charge.ref,
      amount,
      currency: charge.currency as "USD" | "INR",
      card: token ? { brand: token.brand, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear } : null,
      paymentMethod: token ? "card" : "upi",
    }) satisfies ProcessorCallback;

  /** Card charges being run, by idempotency key. */
  const inFlight = new Map<string, Promise<AuthorizeResult>>();

  /**
   * Runs a card charge once per idempotency key; a repeat answers what the first one did. A repeat that arrives while
   * the first is still running waits for it (as a real processor does), instead of reading its unfinished row.
   */
  function authorize(request: ChargeRequest): Promise<AuthorizeResult> {
    const running = inFlight.get(request.idempotencyKey);
    if (running) return running;
    const run = authorizeOnce(request).finally(() => inFlight.delete(request.idempotencyKey));
    inFlight.set(request.idempotencyKey, run);
    return run;
  }

  async function authorizeOnce(request: ChargeRequest): Promise<AuthorizeResult> {
    const token = await store.token(request.token);
    const { charge: row, created } = await store.insertCharge({
      ref: id("ch"),
      kind: "card",
      idempotencyKey: request.idempotencyKey,
      reference: request.reference,
      token: request.token,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      state: "failed",
      createdAt: clock(),
    });
    if (!created) return resultOf(row, token);
    if (!token) return decline(row, "The card is not known to the processor");
    if (token.token.startsWith("tok_") && !(await store.useToken(token.token, clock()))) {
      return decline(row, "This card form was already used; enter the card again");
    }
    return settle(row, token);
  }

  async function decline(row: SandboxCharge, reason: string): Promise<AuthorizeResult> {
    await store.moveCharge(row.ref, "failed", { state: "declined" });
    return { outcome: "declined", processorRef: row.ref, reason };
  }

  async function settle(row: SandboxCharge, token: SandboxToken): Promise<AuthorizeResult> {
    const scenario = token.scenario as SandboxScenario;
    if (scenario === "declined") return decline(row, "Do not honour");
    if (scenario === "gateway_error") return { outcome: "gateway_error", reason: "The issuer did not answer" };
    if (scenario === "app_error") throw new ProcessorAnswerError("The processor answered without a status");
    await store.moveCharge(row.ref, "failed", { state: "authorized" });
    await confirm(callbackOf(row, "authorization.succeeded", token, row.amount), scenario);
    return { outcome: "approved", processorRef: row.ref, card: detailsOf(token) };
  }

  async function resultOf(row: SandboxCharge, token: SandboxToken | null): Promise<AuthorizeResult> {
    const scenario = token?.scenario as SandboxScenario | undefined;
    if (row.state === "declined") return { outcome: "declined", processorRef: row.ref, reason: "Do not honour" };
    if (scenario === "app_error") throw new ProcessorAnswerError("The processor answered without a status");
    if (row.state === "failed" || !token) return { outcome: "gateway_error", reason: "The issuer did not answer" };
    return { outcome: "approved", processorRef: row.ref, card: detailsOf(token) };
  }

  async function payerRequest(kind: "link" | "upi", request: PayerRequest): Promise<SandboxCharge> {
    const { charge: row } = await store.insertCharge({
      ref: id(kind),
      kind,
      idempotencyKey: request.idempotencyKey,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      state: "open",
      expiresAt: new Date(clock().getTime() + LINK_LIFETIME_MS),
      createdAt: clock(),
    });
    return row;
  }

  const processor: PaymentProcessor = {
    provider: "sandbox",
    cardFormUrl: `${SANDBOX_BASE_PATH}/card-form`,

    async saveCard(tokenId) {
      const token = await store.token(tokenId);
      if (!token || !tokenId.startsWith("tok_")) return { ok: false, reason: "The card is not known to the processor" };
      if (token.scenario !== "approved" && token.scenario !== "bad_signature") return { ok: false, reason: "The card was declined" };
      if (!(await store.useToken(tokenId, clock()))) return { ok: false, reason: "This card form was already used" };
      const paymentMethod = id("pm");
      await store.insertToken({ ...token, token: paymentMethod, usedAt: null, createdAt: clock() });
      return { ok: true, paymentMethod, card: detailsOf(token) };
    },

    authorize,

    async capture({ processorRef, amount, idempotencyKey }) {
      const row = await store.charge(processorRef);
      if (row?.kind !== "card") return { ok: false, reason: "No such authorization" };
      if (row.state === "captured") return row.captureKey === idempotencyKey ? { ok: true } : { ok: false, reason: "Already captured" };
      if (row.state !== "authorized") return { ok: false, reason: `The authorization is ${row.state}` };
      if (amount > row.amount) return { ok: false, reason: "The amount is above the authorization" };
      if (
        !(await store.moveCharge(processorRef, "authorized", { state: "captured", capturedAmount: amount, captureKey: idempotencyKey }))
      ) {
        return processor.capture({ processorRef, amount, idempotencyKey });
      }
      const token = row.token ? await store.token(row.token) : null;
      await confirm(callbackOf(row, "capture.succeeded", token, amount), (token?.scenario as SandboxScenario) ?? null);
      return { ok: true };
    },

    async void(processorRef) {
      await store.moveCharge(processorRef, "authorized", { state: "voided" });
    },

    async refund(processorRef) {
      const row = await store.charge(processorRef);
      if (row?.state === "refunded") return { ok: true };
      const from = row?.state === "captured" || row?.state === "paid" ? row.state : null;
      if (!from || !(await store.moveCharge(processorRef, from, { state: "refunded" })))
        return { ok: false, reason: "Nothing was collected on this charge" };
      return { ok: true };
    },

    async createPaymentLink(request) {
      const row = await payerRequest("link", request);
      return { processorRef: row.ref, url: `${deps.publicUrl}${SANDBOX_BASE_PATH}/pay/${row.ref}`, expiresAt: row.expiresAt! };
    },

    async createUpiRequest(request) {
      const row = await payerRequest("upi", request);
      const params = new URLSearchParams({
        pa: "forkful.sandbox@upi",
        pn: "Forkful",
        am: (row.amount / 100).toFixed(2),
        cu: row.currency,
        tr: row.ref,
        tn: row.description.slice(0, 50),
      });
      return { processorRef: row.ref, uri: `upi://pay?${params}`, sandboxUrl: `${deps.publicUrl}${SANDBOX_BASE_PATH}/upi/${row.ref}` };
    },

    async cancelPayerRequest(processorRef) {
      await store.moveCharge(processorRef, "open", { state: "cancelled" });
    },
  };

  return {
    processor,

    /** The hosted form's call: checks the card and answers a single-use token. The number is not kept. */
    async tokenize(
      card: CardInput,
    ): Promise<{ ok: true; token: string; card: CardDetails } | { ok: false; field: string; message: string }> {
      const problem = cardProblem(card, clock());
      if (problem) return { ok: false, ...problem };
      const token: SandboxToken = {
        token: id("tok"),
        scenario: scenarioOf(card.number),
        brand: brandOf(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        fingerprint: createHmac("sha256", deps.fingerprintKey).update(card.number).digest("hex").slice(0, 32),
        usedAt: null,
        createdAt: clock(),
      };
      await store.insertToken(token);
      return { ok: true, token: token.token, card: detailsOf(token) };
    },

    /** A payment link or UPI request, for its pay page. */
    async payerRequest(ref: string): Promise<SandboxCharge | null> {
      const row = await store.charge(ref);
      if (!row || (row.kind !== "link" && row.kind !== "upi")) return null;
      if (row.state === "open" && row.expiresAt && row.expiresAt.getTime() < clock().getTime()) return { ...row, state: "cancelled" };
      return row;
    },

    /** Pays an open payment link with a card token (authorize and capture at once). */
    async payLink(ref: string, tokenId: string): Promise<{ paid: boolean; message: string }> {
      const row = await this.payerRequest(ref);
      if (row?.kind !== "link" || row.state !== "open") return { paid: false, message: "This payment link is no longer open." };
      const token = await store.token(tokenId);
      if (!token?.token.startsWith("tok_") || !(await store.useToken(tokenId, clock()))) {
        return { paid: false, message: "Enter the card again." };
      }
      const scenario = token.scenario as SandboxScenario;
      if (scenario === "declined") return { paid: false, message: "Your card was declined. Try another card." };
      if (scenario !== "approved" && scenario !== "bad_signature")
        return { paid: false, message: "The payment did not go through. Try again." };
      if (!(await store.moveCharge(ref, "open", { state: "paid", token: tokenId, capturedAmount: row.amount }))) {
        return { paid: false, message: "This payment link is no longer open." };
      }
      await confirm(callbackOf(row, "payment.paid", token, row.amount), scenario);
      return { paid: true, message: "Paid. You can close this page." };
    },

    /** Plays the payer's UPI app approving the request (sandbox only). */
    async payUpi(ref: string): Promise<{ paid: boolean; message: string }> {
      const row = await this.payerRequest(ref);
      if (row?.kind !== "upi" || row.state !== "open") return { paid: false, message: "This UPI request is no longer open." };
      if (!(await store.moveCharge(ref, "open", { state: "paid", capturedAmount: row.amount }))) {
        return { paid: false, message: "This UPI request is no longer open." };
      }
      await confirm(callbackOf(row, "payment.paid", null, row.amount), null);
      return { paid: true, message: "Paid. You can close this page." };
    },
  };
}

export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>;
