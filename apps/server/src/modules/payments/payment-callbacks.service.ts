/**
 * What the processor tells Forkful, and what Forkful tells it back when an order is cancelled: verified callbacks
 * confirm payments; money that arrives for an order that was cancelled, or that another payment already paid, goes
 * straight back; a callback with a wrong signature only counts when it names the very charge Forkful is waiting on.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { HOLDING_STATES, REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import type { PaymentState } from "@forkful/contracts/payments";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, NotFoundError } from "../../lib/domain-errors";
import type { OrdersRepository } from "../orders/orders.repository";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

export const SIGNATURE_REFUSED = "callback.signature_refused";

export interface ProcessorEvent {
  type: "authorization.succeeded" | "capture.succeeded" | "payment.paid";
  reference: string;
  processorRef: string;
  amount: number;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

export function createPaymentCallbacksService(deps: {
  payments: PaymentsRepository;
  orders: OrdersRepository;
  processor: PaymentProcessor;
  clock: Clock;
  log: { warn(detail: object, message: string): void };
}) {
  const { payments, processor, clock } = deps;

  /** Money the order must not keep: release the authorization or refund, and record it. */
  async function giveBack(row: PaymentRow, from: PaymentState, processorRef: string, captured: boolean, kind: string) {
    if (captured) {
      const refund = await processor.refund(processorRef);
      if (!refund.ok) {
        deps.log.warn({ transactionId: row.id, reason: refund.reason }, "a refund was refused");
        return;
      }
    } else {
      await processor.void(processorRef);
    }
    await payments.movePayment(row.id, [from], "refunded", { processorRef }, { kind, at: clock() });
  }

  async function orderCancelled(orderId: string): Promise<boolean> {
    const record = await deps.orders.findOrder(orderId);
    return !record || isCancelledOrder(record.order.status);
  }

  /** Moves a payment to where a callback says, unless its order was cancelled or another payment holds the money. */
  async function settle(
    row: PaymentRow,
    from: PaymentState,
    to: PaymentState,
    changes: Partial<PaymentRow>,
    event: ProcessorEvent,
    captured: boolean,
  ) {
    const detail = { processorRef: event.processorRef, amount: event.amount };
    let refusedBy: string | null = null;
    try {
      await payments.movePayment(
        row.id,
        [from],
        to,
        changes,
        { kind: `callback.${to}`, at: clock(), detail },
        {
          guard: ({ orderStatus, others }) => {
            if (isCancelledOrder(orderStatus)) throw new Error("order_cancelled");
            if (to === "collected" && from === "awaiting_payer" && others.some((s) => HOLDING_STATES.includes(s)))
              throw new Error("paid_twice");
          },
        },
      );
    } catch (error) {
      refusedBy = error instanceof Error ? error.message : "refused";
    }
    if (refusedBy) await giveBack(row, from, event.processorRef, captured, `callback.${refusedBy}`);
  }

  return {
    /** A verified callback moves the payment it confirms. */
    async confirm(event: ProcessorEvent): Promise<void> {
      const row = await payments.payment(event.reference);
      if (!row) throw new NotFoundError("No payment has this reference");
      const card = event.card
        ? { cardBrand: event.card.brand, cardLast4: event.card.last4, cardExpMonth: event.card.expMonth, cardExpYear: event.card.expYear }
        : {};
      if (event.type === "authorization.succeeded") {
        if (event.amount !== row.amount) throw new BadRequestError("The authorized amount is not the payment's amount");
        await settle(
          row,
          "authorizing",
          "authorized",
          { ...card, processorRef: event.processorRef, authorizedAmount: event.amount },
          event,
          false,
        );
      } else if (event.type === "capture.succeeded") {
        if (event.amount > row.authorizedAmount) throw new BadRequestError("The collected amount is above the authorization");
        await settle(row, "collecting", "collected", { collectedAmount: event.amount }, event, true);
      } else {
        if (event.amount !== row.amount) throw new BadRequestError("The paid amount is not the payment's amount");
        await settle(
          row,
          "awaiting_payer",
          "collected",
          { ...card, authorizedAmount: event.amount, collectedAmount: event.amount },
          event,
          true,
        );
      }
    },

    /**
     * A callback whose signature was refused. It is recorded; it marks the payment 23 only when it names the charge
     * Forkful is waiting on (a processor reference no client ever sees), so a forged request cannot fail a payment.
     */
    async refuse(reference: string | null, processorRef: string | null, detail: Record<string, unknown>): Promise<void> {
      if (!reference) return;
      const row = await payments.payment(reference);
      if (!row) return;
      await payments.recordEvent(row.id, SIGNATURE_REFUSED, row.state, clock(), { ...detail, processorRef });
      if (row.state === "authorizing" && processorRef && row.processorRef === processorRef) {
        const moved = await payments.movePayment(
          row.id,
          ["authorizing"],
          "signature_mismatch",
          {},
          { kind: SIGNATURE_REFUSED, at: clock() },
        );
        if (moved) await processor.void(processorRef);
      }
    },

    /**
     * The order was cancelled: an authorization is released, collected money goes back to the card or UPI account,
     * and open ways of paying are closed. Payments still waiting on the processor are released when it answers.
     */
    async releaseForCancelledOrder(orderId: string): Promise<void> {
      if (!(await orderCancelled(orderId))) return;
      for (const row of await payments.paymentsOf(orderId)) {
        try {
          if (row.state === "authorized" && row.processorRef) {
            await giveBack(row, "authorized", row.processorRef, false, "order_cancelled.voided");
          } else if (row.state === "collected" && row.processorRef && row.paymentType !== "POS") {
            await giveBack(row, "collected", row.processorRef, true, "order_cancelled.refunded");
          } else if (REPLACEABLE_STATES.includes(row.state)) {
            if (row.processorRef && row.state === "awaiting_payer") await processor.cancelPayerRequest(row.processorRef);
            await payments.movePayment(row.id, [row.state], "cancelled", {}, { kind: "order_cancelled", at: clock() });
          }
        } catch (error) {
          // One payment the processor would not release must not keep the others (or the cancellation) back.
          deps.log.warn({ err: error, transactionId: row.id }, "a payment of a cancelled order could not be released");
        }
      }
    },
  };
}

export type PaymentCallbacksService = ReturnType<typeof createPaymentCallbacksService>;
