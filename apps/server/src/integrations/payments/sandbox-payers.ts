/** The sandbox's payer side: payment links and UPI requests, the hosted card form's tokens, and its pay pages' calls. */
import { createHmac } from "node:crypto";
import { SANDBOX_BASE_PATH } from "@forkful/contracts/api";
import type { CardDetails, PayerRequest } from "./payment-processor";
import { brandOf, type CardInput, cardProblem, type SandboxScenario, scenarioOf } from "./sandbox-card-numbers";
import type { SandboxCharge, SandboxToken } from "./sandbox-processor.store";
import { callbackOf, confirm, detailsOf, LINK_LIFETIME_MS, type SandboxProcessorDeps, sandboxId } from "./sandbox-shared";

export async function openPayerRequest(deps: SandboxProcessorDeps, kind: "link" | "upi", request: PayerRequest): Promise<SandboxCharge> {
  const { charge: row } = await deps.store.insertCharge({
    ref: sandboxId(kind),
    kind,
    idempotencyKey: request.idempotencyKey,
    reference: request.reference,
    amount: request.amount,
    currency: request.currency,
    description: request.description,
    state: "open",
    expiresAt: new Date(deps.clock().getTime() + LINK_LIFETIME_MS),
    createdAt: deps.clock(),
  });
  return row;
}

export async function createUpiRequest(deps: SandboxProcessorDeps, request: PayerRequest) {
  const row = await openPayerRequest(deps, "upi", request);
  const params = new URLSearchParams({
    pa: "forkful.sandbox@upi",
    pn: "Forkful",
    am: (row.amount / 100).toFixed(2),
    cu: row.currency,
    tr: row.ref,
    tn: row.description.slice(0, 50),
  });
  return { processorRef: row.ref, uri: `upi://pay?${params}`, sandboxUrl: `${deps.publicUrl}${SANDBOX_BASE_PATH}/upi/${row.ref}` };
}

/** The hosted form's call: checks the card and answers a single-use token. The number is not kept. */
export async function tokenize(
  deps: SandboxProcessorDeps,
  card: CardInput,
): Promise<{ ok: true; token: string; card: CardDetails } | { ok: false; field: string; message: string }> {
  const problem = cardProblem(card, deps.clock());
  if (problem) return { ok: false, ...problem };
  const token: SandboxToken = {
    token: sandboxId("tok"),
    scenario: scenarioOf(card.number),
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: createHmac("sha256", deps.fingerprintKey).update(card.number).digest("hex").slice(0, 32),
    usedAt: null,
    createdAt: deps.clock(),
  };
  await deps.store.insertToken(token);
  return { ok: true, token: token.token, card: detailsOf(token) };
}

/** A payment link or UPI request, for its pay page. */
export async function payerRequest(deps: SandboxProcessorDeps, ref: string): Promise<SandboxCharge | null> {
  const row = await deps.store.charge(ref);
  if (!row || (row.kind !== "link" && row.kind !== "upi")) return null;
  if (row.state === "open" && row.expiresAt && row.expiresAt.getTime() < deps.clock().getTime()) return { ...row, state: "cancelled" };
  return row;
}

/** Pays an open payment link with a card token (authorize and capture at once). */
export async function payLink(deps: SandboxProcessorDeps, ref: string, tokenId: string): Promise<{ paid: boolean; message: string }> {
  const { store, clock } = deps;
  const row = await payerRequest(deps, ref);
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
  await confirm(deps, callbackOf(row, "payment.paid", token, row.amount), scenario);
  return { paid: true, message: "Paid. You can close this page." };
}

/** Plays the payer's UPI app approving the request (sandbox only). */
export async function payUpi(deps: SandboxProcessorDeps, ref: string): Promise<{ paid: boolean; message: string }> {
  const row = await payerRequest(deps, ref);
  if (row?.kind !== "upi" || row.state !== "open") return { paid: false, message: "This UPI request is no longer open." };
  if (!(await deps.store.moveCharge(ref, "open", { state: "paid", capturedAmount: row.amount }))) {
    return { paid: false, message: "This UPI request is no longer open." };
  }
  await confirm(deps, callbackOf(row, "payment.paid", null, row.amount), null);
  return { paid: true, message: "Paid. You can close this page." };
}
