/**
 * One card attempt on a transaction, shared by both ways of authorizing: claim the payment (once per attempt key),
 * ask the processor, record what it answered. The processor's signed callback is what confirms an authorization.
 */
import { ATTEMPTABLE_STATES, HOLDING_STATES } from "@forkful/contracts/payment-states";
import type { Transaction } from "@forkful/contracts/payments";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import type { OrderRecord } from "../orders/public";
import { type CardsDeps, saveCardFromToken } from "./cards";
import { movePayment } from "./move-payment";
import { orderIsPayable } from "./payment-refused";
import { chargeDescription, closeOthers, holdingPayment, type PaymentDeps, reloadTransaction, transactionOf } from "./payment-steps";
import type { PaymentRow } from "./payments.repository";
import { refusedBefore, SIGNATURE_REFUSED } from "./refuse-callback";

export interface CardAttemptDeps extends PaymentDeps, Pick<CardsDeps, "cards"> {
  log: { warn(detail: object, message: string): void };
}

export interface CardToUse {
  token: string;
  savedCardId: string | null;
  /** The customer to save the card for, when the diner asked to save it. */
  saveFor: string | null;
}

export async function attemptCard(
  deps: CardAttemptDeps,
  row: PaymentRow,
  record: OrderRecord,
  key: string,
  card: CardToUse,
): Promise<Transaction> {
  if (row.paymentType !== "CNP") throw new BadRequestError("This transaction is not a card payment");
  if (HOLDING_STATES.includes(row.state) && row.state !== "authorizing") return transactionOf(deps, row);
  if (row.attemptKey === key && row.state !== "authorizing") return transactionOf(deps, row);
  if (row.state === "authorizing" && row.attemptKey !== key) throw new ConflictError("A payment for this order is already in progress");
  const other = await holdingPayment(deps, row.orderId, row.splitId);
  if (other && other.id !== row.id) return transactionOf(deps, other);
  if (row.state !== "authorizing") {
    // A transaction another way of paying replaced (cancelled) can never be claimed: answer, do not retry forever.
    if (!ATTEMPTABLE_STATES.includes(row.state)) throw new ConflictError("This transaction was closed; start a new one");
    const claimed = await movePayment(deps, {
      id: row.id,
      from: ATTEMPTABLE_STATES,
      to: "authorizing",
      changes: { attemptKey: key, savedCardId: card.savedCardId, processorRef: null, cardBrand: null, cardLast4: null },
      event: { kind: "authorize.requested", at: deps.clock(), detail: { savedCard: card.savedCardId !== null } },
      amountFromOrder: true,
      guard: orderIsPayable(),
    });
    if (!claimed) return attemptCard(deps, (await deps.payments.payment(row.id))!, record, key, card);
    // A link, QR or pay-at-the-restaurant left open could be paid as well: close them before charging the card.
    await closeOthers(deps, row);
  }
  await authorizeWithProcessor(deps, (await deps.payments.payment(row.id))!, record, key, card);
  return reloadTransaction(deps, row.id);
}

/** Asks the processor to authorize the claimed payment and records its answer. */
async function authorizeWithProcessor(deps: CardAttemptDeps, row: PaymentRow, record: OrderRecord, key: string, card: CardToUse) {
  const token = await tokenToCharge(deps, row, card);
  const now = deps.clock();
  const outcome = (to: PaymentRow["state"], kind: string, changes = {}, detail?: Record<string, unknown>) =>
    movePayment(deps, { id: row.id, from: ["authorizing"], to, changes, event: { kind, at: now, detail } });
  try {
    const result = await deps.processor.authorize({
      token,
      amount: row.amount,
      currency: record.order.currency,
      reference: row.id,
      idempotencyKey: key,
      description: chargeDescription(record),
    });
    if (result.outcome === "declined") {
      await outcome("declined", "authorize.declined", { processorRef: result.processorRef }, { reason: result.reason });
    } else if (result.outcome === "gateway_error") {
      await outcome("gateway_error", "authorize.gateway_error", {}, { reason: result.reason });
    } else {
      const { card: c } = result;
      await outcome("authorizing", "authorize.approved_unconfirmed", {
        processorRef: result.processorRef,
        cardBrand: c.brand,
        cardLast4: c.last4,
        cardExpMonth: c.expMonth,
        cardExpYear: c.expYear,
      });
      await voidIfSignatureRefused(deps, row.id, result.processorRef);
    }
  } catch (error) {
    deps.log.warn({ err: error, transactionId: row.id }, "card processor answer could not be used");
    await outcome("app_error", "authorize.app_error", {}, { error: error instanceof Error ? error.message : "unknown" });
  }
}

/** The token to charge: the card saved first when the diner asked to save it (then its reusable method). */
async function tokenToCharge(deps: CardAttemptDeps, row: PaymentRow, card: CardToUse): Promise<string> {
  if (!card.saveFor) return card.token;
  const outcome = await saveCardFromToken(deps, card.saveFor, card.token);
  if ("refused" in outcome) return card.token;
  const { saved } = outcome;
  await movePayment(deps, {
    id: row.id,
    from: ["authorizing"],
    to: "authorizing",
    changes: { savedCardId: saved.id },
    event: { kind: "card.saved", at: deps.clock() },
  });
  return saved.paymentMethod;
}

/**
 * A callback that arrived with a wrong signature for this very charge (before its reference was known here) leaves
 * nothing authorized.
 */
async function voidIfSignatureRefused(deps: CardAttemptDeps, id: string, processorRef: string): Promise<void> {
  if (!(await refusedBefore(deps, id, processorRef))) return;
  const moved = await movePayment(deps, {
    id,
    from: ["authorizing"],
    to: "signature_mismatch",
    event: { kind: SIGNATURE_REFUSED, at: deps.clock() },
  });
  if (moved) await deps.processor.void(processorRef);
}
