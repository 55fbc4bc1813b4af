/**
 * Drizzle queries for payments and their events. No rules here and no transaction of its own: the payment
 * operations open one (move-payment.ts) and pass it in as the executor.
 */
import { paymentStatusOf } from "@forkful/contracts/payments";
import { and, asc, desc, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { paymentEvents, payments } from "../../db/schema/payments";
import { type Executor, lockOrderTotals, markPaymentStatus } from "../orders/public";
import { paymentFollowUps } from "./payment-follow-ups.repository";
import { splitBillPayments } from "./split-bill-moves";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentChanges = Partial<typeof payments.$inferInsert>;
type PaymentState = PaymentRow["state"];

export interface PaymentEvent {
  kind: string;
  detail?: Record<string, unknown>;
  at: Date;
}

/** The payments of one order, or of one part of its split bill (null: the whole order). */
const inScope = (orderId: string, splitId: string | null) =>
  and(eq(payments.orderId, orderId), splitId === null ? isNull(payments.splitId) : eq(payments.splitId, splitId));

export function createPaymentsRepository(db: Database) {
  return {
    ...splitBillPayments(db),
    ...paymentFollowUps(db),
    /** Runs work in one transaction (opened by the operation that needs it). */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),

    /** Inserts a payment once per (order, start key); answers the one holding the key. */
    async insertPayment(tx: Executor, payment: typeof payments.$inferInsert): Promise<{ payment: PaymentRow; created: boolean }> {
      const inserted = await tx.insert(payments).values(payment).onConflictDoNothing().returning();
      if (inserted[0]) return { payment: inserted[0], created: true };
      const [existing] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, payment.orderId), eq(payments.startKey, payment.startKey)))
        .limit(1);
      return { payment: existing!, created: false };
    },

    async payment(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row ?? null;
    },

    async paymentsOf(orderId: string, executor: Executor = db): Promise<PaymentRow[]> {
      return executor.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.seq));
    },

    /**
     * Other payments of the order in one of `states` (to close them when a new way of paying starts); with `beforeSeq`,
     * only those started before it; with `splitId`, only those of that part of the bill.
     */
    async othersIn(
      orderId: string,
      exceptId: string,
      states: readonly PaymentState[],
      { beforeSeq, splitId }: { beforeSeq?: number; splitId?: string } = {},
    ): Promise<PaymentRow[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            splitId === undefined ? eq(payments.orderId, orderId) : inScope(orderId, splitId),
            ne(payments.id, exceptId),
            beforeSeq === undefined ? undefined : lt(payments.seq, beforeSeq),
          ),
        );
      return rows.filter((r) => states.includes(r.state));
    },

    /** The order a payment belongs to (read before the order is locked). */
    async orderIdOf(tx: Executor, id: string): Promise<string | null> {
      const [owner] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, id));
      return owner?.orderId ?? null;
    },

    /** Locks the order (FOR UPDATE) and answers its total, status and tab state (null: not a tab): the orders module's read. */
    lockOrderTotals,

    /** Locks the payment (FOR UPDATE) and answers it. */
    async lockPayment(tx: Executor, id: string): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
      return row ?? null;
    },

    /**
     * The states of the order's other payments; for a payment of a part of a split bill (`splitId`), those of that part
     * and of the whole order.
     */
    async statesOfOthers(tx: Executor, orderId: string, exceptId: string, splitId: string | null = null): Promise<PaymentState[]> {
      const scope = splitId === null ? eq(payments.orderId, orderId) : or(inScope(orderId, splitId), inScope(orderId, null));
      const rows = await tx
        .select({ state: payments.state })
        .from(payments)
        .where(and(scope, ne(payments.id, exceptId)));
      return rows.map((r) => r.state);
    },

    async updatePayment(tx: Executor, id: string, changes: PaymentChanges): Promise<void> {
      await tx.update(payments).set(changes).where(eq(payments.id, id));
    },

    /** Records what happened to a payment (in the caller's transaction, or on its own). */
    async insertEvent(id: string, state: PaymentState, event: PaymentEvent, executor: Executor = db): Promise<void> {
      await executor.insert(paymentEvents).values({ paymentId: id, kind: event.kind, state, detail: event.detail ?? null, at: event.at });
    },

    /** The order shows the status of its live payment: the newest one that was not replaced. */
    async writeOrderPaymentStatus(tx: Executor, orderId: string, at: Date): Promise<void> {
      const [live] = await tx
        .select({ state: payments.state })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), ne(payments.state, "cancelled")))
        .orderBy(desc(payments.seq))
        .limit(1);
      await markPaymentStatus(tx, orderId, live ? paymentStatusOf(live.state) : null, at);
    },

    async eventsOf(id: string) {
      return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
