/** The sandbox's card charges: save a card, authorize once per key, capture, void and refund. */
import { cardExpiryProblem } from "@forkful/contracts/payments";
import type { AuthorizeResult, ChargeRequest, PaymentProcessor } from "./payment-processor";
import type { SandboxScenario } from "./sandbox-card-numbers";
import type { SandboxCharge, SandboxToken } from "./sandbox-processor.store";
import { callbackOf, confirm, detailsOf, ProcessorAnswerError, type SandboxProcessorDeps, sandboxId } from "./sandbox-shared";

export async function authorizeOnce(deps: SandboxProcessorDeps, request: ChargeRequest): Promise<AuthorizeResult> {
  const { store, clock } = deps;
  const token = await store.token(request.token);
  const { charge: row, created } = await store.insertCharge({
    ref: sandboxId("ch"),
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
  if (!created) return resultOf(deps, row, token);
  if (!token) return decline(deps, row, "The card is not known to the processor");
  if (token.token.startsWith("tok_") && !(await store.useToken(token.token, clock()))) {
    return decline(deps, row, "This card form was already used; enter the card again");
  }
  return settle(deps, row, token);
}

async function decline(deps: SandboxProcessorDeps, row: SandboxCharge, reason: string): Promise<AuthorizeResult> {
  await deps.store.moveCharge(row.ref, "failed", { state: "declined" });
  return { outcome: "declined", processorRef: row.ref, reason };
}

async function settle(deps: SandboxProcessorDeps, row: SandboxCharge, token: SandboxToken): Promise<AuthorizeResult> {
  const scenario = token.scenario as SandboxScenario;
  if (scenario === "declined") return decline(deps, row, "Do not honour");
  if (cardExpiryProblem(token.expMonth, token.expYear, deps.clock())) return decline(deps, row, "Expired card");
  if (scenario === "gateway_error") return { outcome: "gateway_error", reason: "The issuer did not answer" };
  if (scenario === "app_error") throw new ProcessorAnswerError("The processor answered without a status");
  await deps.store.moveCharge(row.ref, "failed", { state: "authorized" });
  await confirm(deps, callbackOf(row, "authorization.succeeded", token, row.amount), scenario);
  return { outcome: "approved", processorRef: row.ref, card: detailsOf(token) };
}

/**
 * The same key again answers what the first request did. Like a real processor, which sends an event again until it
 * is taken, an approval is confirmed again: the first callback may have been lost (the merchant's server was stopped
 * between the charge and the callback), and a confirmation Forkful already has changes nothing.
 */
async function resultOf(deps: SandboxProcessorDeps, row: SandboxCharge, token: SandboxToken | null): Promise<AuthorizeResult> {
  const scenario = token?.scenario as SandboxScenario | undefined;
  if (row.state === "declined") return { outcome: "declined", processorRef: row.ref, reason: "Do not honour" };
  if (scenario === "app_error") throw new ProcessorAnswerError("The processor answered without a status");
  if (row.state === "failed" || !token) return { outcome: "gateway_error", reason: "The issuer did not answer" };
  if (row.state === "authorized" || row.state === "captured") {
    await confirm(deps, callbackOf(row, "authorization.succeeded", token, row.amount), scenario ?? null);
  }
  return { outcome: "approved", processorRef: row.ref, card: detailsOf(token) };
}

export async function saveCard(deps: SandboxProcessorDeps, tokenId: string): ReturnType<PaymentProcessor["saveCard"]> {
  const { store, clock } = deps;
  const token = await store.token(tokenId);
  if (!token || !tokenId.startsWith("tok_")) return { ok: false, refusal: "invalid", reason: "The card is not known to the processor" };
  if (token.scenario === "declined") return { ok: false, refusal: "declined", reason: "The card was declined" };
  if (token.scenario === "gateway_error" || token.scenario === "app_error")
    return { ok: false, refusal: "unavailable", reason: "The issuer did not answer" };
  if (cardExpiryProblem(token.expMonth, token.expYear, clock())) return { ok: false, refusal: "invalid", reason: "The card has expired" };
  if (!(await store.useToken(tokenId, clock()))) return { ok: false, refusal: "invalid", reason: "This card form was already used" };
  const paymentMethod = sandboxId("pm");
  await store.insertToken({ ...token, token: paymentMethod, usedAt: null, createdAt: clock() });
  return { ok: true, paymentMethod, card: detailsOf(token) };
}

export async function capture(
  deps: SandboxProcessorDeps,
  { processorRef, amount, idempotencyKey }: Parameters<PaymentProcessor["capture"]>[0],
): ReturnType<PaymentProcessor["capture"]> {
  const { store } = deps;
  const row = await store.charge(processorRef);
  if (row?.kind !== "card") return { ok: false, reason: "No such authorization" };
  if (row.state === "captured") {
    if (row.captureKey !== idempotencyKey) return { ok: false, reason: "Already captured" };
    // The same capture again: confirmed again, in case the first callback was lost (see resultOf).
    const token = row.token ? await store.token(row.token) : null;
    await confirm(deps, callbackOf(row, "capture.succeeded", token, row.capturedAmount), (token?.scenario as SandboxScenario) ?? null);
    return { ok: true };
  }
  if (row.state !== "authorized") return { ok: false, reason: `The authorization is ${row.state}` };
  if (amount > row.amount) return { ok: false, reason: "The amount is above the authorization" };
  if (!(await store.moveCharge(processorRef, "authorized", { state: "captured", capturedAmount: amount, captureKey: idempotencyKey }))) {
    return capture(deps, { processorRef, amount, idempotencyKey });
  }
  const token = row.token ? await store.token(row.token) : null;
  await confirm(deps, callbackOf(row, "capture.succeeded", token, amount), (token?.scenario as SandboxScenario) ?? null);
  return { ok: true };
}

export async function refund(deps: SandboxProcessorDeps, processorRef: string): ReturnType<PaymentProcessor["refund"]> {
  const row = await deps.store.charge(processorRef);
  if (row?.state === "refunded") return { ok: true };
  const from = row?.state === "captured" || row?.state === "paid" ? row.state : null;
  if (!from || !(await deps.store.moveCharge(processorRef, from, { state: "refunded" })))
    return { ok: false, reason: "Nothing was collected on this charge" };
  return { ok: true };
}
