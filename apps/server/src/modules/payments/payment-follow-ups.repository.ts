/**
 * The queries of payment background work (reconciliation, owed refunds): pages of payments waiting on the processor,
 * the payments of some orders holding money on its charges, and the payments an event was recorded on. Part of the payments repository.
 */
import type { PaymentState } from "@forkful/contracts/payments";
import { and, asc, count, eq, gt, inArray, isNotNull, lt, max, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentEvents, payments } from "../../db/schema/payments";

type PaymentRow = typeof payments.$inferSelect;

export function paymentFollowUps(db: Database) {
  return {
    /** A page of the payments in one of `states` last moved before `movedBefore`, in insertion order after `afterSeq`. */
    async paymentsIdleIn(states: readonly PaymentState[], movedBefore: Date, afterSeq: number, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.state, [...states]), lt(payments.updatedAt, movedBefore), gt(payments.seq, afterSeq)))
        .orderBy(asc(payments.seq))
        .limit(limit);
    },

    /** The payments of these orders in one of `states` on a processor's charge (not paid at the counter). */
    async paymentsOnChargesOf(states: readonly PaymentState[], orderIds: readonly string[]): Promise<PaymentRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(
          and(
            inArray(payments.orderId, [...orderIds]),
            inArray(payments.state, [...states]),
            isNotNull(payments.processorRef),
            ne(payments.paymentType, "POS"),
          ),
        )
        .orderBy(asc(payments.seq));
    },

    /** The payments in one of `states` with events of `kind`: how many of them, and when the last was. */
    async paymentsWithEvent(
      kind: string,
      states: readonly PaymentState[],
    ): Promise<{ payment: PaymentRow; times: number; lastAt: Date }[]> {
      const rows = await db
        .select({ payment: payments, times: count(), lastAt: max(paymentEvents.at) })
        .from(payments)
        .innerJoin(paymentEvents, eq(paymentEvents.paymentId, payments.id))
        .where(and(eq(paymentEvents.kind, kind), inArray(payments.state, [...states])))
        .groupBy(payments.id)
        .orderBy(asc(payments.seq));
      return rows.map((r) => ({ payment: r.payment, times: r.times, lastAt: r.lastAt! }));
    },
  };
}
