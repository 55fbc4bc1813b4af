/**
 * A built-in card processor that behaves like a hosted-tokenization one: cards are typed into its own form
 * (sandbox-pages.ts), it keeps tokens, not numbers, and it confirms successes with signed callbacks. The test
 * number a card was tokenized from decides what happens (sandbox-card-numbers.ts). Its card charges are in
 * sandbox-card-charges.ts, its payer side (links, UPI, the card form's tokens) in sandbox-payers.ts.
 */

import { SANDBOX_BASE_PATH } from "@forkful/contracts/api";
import type { AuthorizeResult, ChargeRequest, PaymentProcessor } from "./payment-processor";
import { authorizeOnce, capture, refund, saveCard } from "./sandbox-card-charges";
import type { CardInput } from "./sandbox-card-numbers";
import { createUpiRequest, openPayerRequest, payerRequest, payLink, payUpi, tokenize } from "./sandbox-payers";
import type { SandboxCharge } from "./sandbox-processor.store";
import type { SandboxProcessorDeps } from "./sandbox-shared";

/** The charge's money is authorized, captured or paid: what a callback of the processor confirms. */
const SUCCEEDED_CHARGE_STATES: readonly SandboxCharge["state"][] = ["authorized", "captured", "paid"];

export function createSandboxProcessor(deps: SandboxProcessorDeps) {
  const { store } = deps;
  /** Card charges being run, by idempotency key. */
  const inFlight = new Map<string, Promise<AuthorizeResult>>();

  /**
   * Runs a card charge once per idempotency key; a repeat answers what the first one did. A repeat that arrives while
   * the first is still running waits for it (as a real processor does), instead of reading its unfinished row.
   */
  function authorize(request: ChargeRequest): Promise<AuthorizeResult> {
    const running = inFlight.get(request.idempotencyKey);
    if (running) return running;
    const run = authorizeOnce(deps, request).finally(() => inFlight.delete(request.idempotencyKey));
    inFlight.set(request.idempotencyKey, run);
    return run;
  }

  const processor: PaymentProcessor = {
    provider: "sandbox",
    cardFormUrl: `${SANDBOX_BASE_PATH}/card-form`,
    saveCard: (tokenId) => saveCard(deps, tokenId),
    authorize,
    capture: (request) => capture(deps, request),
    void: async (processorRef) => void (await store.moveCharge(processorRef, "authorized", { state: "voided" })),
    refund: (processorRef) => refund(deps, processorRef),
    async createPaymentLink(request) {
      const row = await openPayerRequest(deps, "link", request);
      return { processorRef: row.ref, url: `${deps.publicUrl}${SANDBOX_BASE_PATH}/pay/${row.ref}`, expiresAt: row.expiresAt! };
    },
    createUpiRequest: (request) => createUpiRequest(deps, request),
    cancelPayerRequest: async (processorRef) => void (await store.moveCharge(processorRef, "open", { state: "cancelled" })),
    async chargeStatus(processorRef) {
      const row = await store.charge(processorRef);
      return row ? { reference: row.reference, succeeded: SUCCEEDED_CHARGE_STATES.includes(row.state) } : null;
    },
  };

  return {
    processor,
    tokenize: (card: CardInput) => tokenize(deps, card),
    payerRequest: (ref: string) => payerRequest(deps, ref),
    payLink: (ref: string, tokenId: string) => payLink(deps, ref, tokenId),
    payUpi: (ref: string) => payUpi(deps, ref),
  };
}

export type SandboxProcessor = ReturnType<typeof createSandboxProcessor>;
