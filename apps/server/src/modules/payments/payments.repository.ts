/** Drizzle queries for payments, their events and saved cards. No rules here. */
import { paymentStatusOf } from "@forkful/contracts/payments";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/orders-schema";
import { paymentEvents, payments, savedCards } from "../../db/payments-schema";

export type PaymentRow = typeof payments.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
type PaymentState = PaymentRow["state"];

export function createPaymentsRepository(db: Database) {
  return {
    /** Inserts a payment once per (order, start key); answers the one holding the key. */
    async insertPayment(payment: typeof payments.$inferInsert): Promise<{ payment: PaymentRow; created: boolean }> {
      const inserted = await db.insert(payments).values(payment).onConflictDoNothing().returning();
      if (inserted[0]) return { payment: inserted[0], created: true };
      const [existing] = await db
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

    async paymentsOf(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.seq));
    },

    /**
     * Moves a payment from one of `from` to a new state with changes, recording the event and the order's payment
     * status in one transaction. False when the payment was not in `from` (someone else moved it first).
     */
    async movePayment(
      id: string,
      from: readonly PaymentState[],
      to: PaymentState,
      changes: Partial<typeof payments.$inferInsert>,
      event: { kind: string; detail?: Record<string, unknown>; at: Date },
      options: {
        amountFromOrder?: boolean;
        /**
         * A rule checked under the locks (the service's): it sees the order's status and total and the states of
         * the order's other payments, and throws to refuse the move.
         */
        guard?: (locked: { orderStatus: number; orderTotal: number; others: PaymentState[] }) => void;
      } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The order first, then the payment: the same order as discount and tip changes take (no deadlock), and
        // an amount read here cannot change until this transaction ends.
        const [owner] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, id));
        if (!owner) return false;
        const [order] = await tx
          .select({ total: orders.total, status: orders.status })
          .from(orders)
          .where(eq(orders.id, owner.orderId))
          .for("update");
        const [current] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
        if (!current || !from.includes(current.state)) return false;
        if (options.guard) {
          const others = await tx
            .select({ state: payments.state })
            .from(payments)
            .where(and(eq(payments.orderId, owner.orderId), ne(payments.id, id)));
          options.guard({ orderStatus: order!.status, orderTotal: order!.total, others: others.map((o) => o.state) });
        }
        await tx
          .update(payments)
          .set({ ...changes, ...(options.amountFromOrder ? { amount: order!.total } : {}), state: to, updatedAt: event.at })
          .where(eq(payments.id, id));
        await tx.insert(paymentEvents).values({ paymentId: id, kind: event.kind, state: to, detail: event.detail ?? null, at: event.at });
        // The order shows the status of its live payment: the newest one that was not replaced.
        const [live] = await tx
          .select({ state: payments.state })
          .from(payments)
          .where(and(eq(payments.orderId, current.orderId), ne(payments.state, "cancelled")))
          .orderBy(desc(payments.seq))
          .limit(1);
        await tx
          .update(orders)
          .set({ paymentStatus: live ? paymentStatusOf(live.state) : null, updatedAt: event.at })
          .where(eq(orders.id, current.orderId));
        return true;
      });
    },

    async recordEvent(id: string, kind: string, state: PaymentState, at: Date, detail?: Record<string, unknown>): Promise<void> {
      await db.insert(paymentEvents).values({ paymentId: id, kind, state, detail: detail ?? null, at });
    },

    async eventsOf(id: string) {
      return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.id));
    },

    /** Other payments of the order in one of `states` (to close them when a new way of paying starts). */
    async othersIn(orderId: string, exceptId: string, states: readonly PaymentState[]): Promise<PaymentRow[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), ne(payments.id, exceptId)));
      return rows.filter((r) => states.includes(r.state));
    },

    // Saved cards ------------------------------------------------------------------------------------------

    async cardsOf(customerId: string): Promise<SavedCardRow[]> {
      return db.select().from(savedCards).where(eq(savedCards.customerId, customerId)).orderBy(asc(savedCards.createdAt));
    },

    async card(id: string): Promise<SavedCardRow | null> {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id)).limit(1);
      return row ?? null;
    },

    /** Saves a card once per customer and card fingerprint; answers the saved one. */
    async saveCard(card: typeof savedCards.$inferInsert): Promise<SavedCardRow> {
      const inserted = await db.insert(savedCards).values(card).onConflictDoNothing().returning();
      if (inserted[0]) return inserted[0];
      const [existing] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.customerId, card.customerId), eq(savedCards.fingerprint, card.fingerprint)))
        .limit(1);
      return existing!;
    },

    async deleteCard(id: string): Promise<void> {
      await db.update(payments).set({ savedCardId: null }).where(eq(payments.savedCardId, id));
      await db.delete(savedCards).where(eq(savedCards.id, id));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
