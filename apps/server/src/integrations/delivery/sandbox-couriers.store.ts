/** The sandbox couriers' queries on sandbox_deliveries. No rules here. */
import { and, eq, gt, inArray, isNull, lte, notInArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sandboxDeliveries } from "../../db/schema/sandbox-courier";

export type SandboxDeliveryRow = typeof sandboxDeliveries.$inferSelect;

export function createSandboxCouriersStore(db: Database) {
  return {
    /** Inserts a quote, or quotes again an id still only quoted; null when that id is already a delivery. */
    async saveQuote(row: typeof sandboxDeliveries.$inferInsert): Promise<SandboxDeliveryRow | null> {
      const [saved] = await db
        .insert(sandboxDeliveries)
        .values(row)
        .onConflictDoUpdate({ target: sandboxDeliveries.id, set: row, setWhere: eq(sandboxDeliveries.phase, "quoted") })
        .returning();
      return saved ?? null;
    },
    async find(partner: string, id: string): Promise<SandboxDeliveryRow | null> {
      const [row] = await db
        .select()
        .from(sandboxDeliveries)
        .where(and(eq(sandboxDeliveries.id, id), eq(sandboxDeliveries.partner, partner)))
        .limit(1);
      return row ?? null;
    },
    /** Books a quote that is still quoted and unexpired; null when it is not (any more). */
    async accept(
      partner: string,
      id: string,
      at: Date,
      changes: Pick<SandboxDeliveryRow, "pace" | "courierName" | "courierPhone" | "vehicle" | "staffId">,
    ): Promise<SandboxDeliveryRow | null> {
      const [row] = await db
        .update(sandboxDeliveries)
        .set({ ...changes, phase: "accepted", acceptedAt: at })
        .where(
          and(
            eq(sandboxDeliveries.id, id),
            eq(sandboxDeliveries.partner, partner),
            eq(sandboxDeliveries.phase, "quoted"),
            gt(sandboxDeliveries.expiresAt, at),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Cancels an accepted delivery; `notifiedState` says whether Forkful still needs telling. */
    async cancel(partner: string, id: string, at: Date, reason: string, notifiedState: string | null): Promise<SandboxDeliveryRow | null> {
      const [row] = await db
        .update(sandboxDeliveries)
        .set({ phase: "cancelled", cancelledAt: at, cancelReason: reason, ...(notifiedState ? { notifiedState } : {}) })
        .where(and(eq(sandboxDeliveries.id, id), eq(sandboxDeliveries.partner, partner), eq(sandboxDeliveries.phase, "accepted")))
        .returning();
      return row ?? null;
    },
    /** Deliveries Forkful has not yet been told the end of. */
    async live(): Promise<SandboxDeliveryRow[]> {
      return db
        .select()
        .from(sandboxDeliveries)
        .where(
          and(
            inArray(sandboxDeliveries.phase, ["accepted", "cancelled"]),
            or(isNull(sandboxDeliveries.notifiedState), notInArray(sandboxDeliveries.notifiedState, ["delivered", "cancelled"])),
          ),
        )
        .orderBy(sandboxDeliveries.acceptedAt);
    },
    /** Marks a state told, only if nobody told another since `from` was read (two ticks never tell a change twice). */
    async markNotified(id: string, from: string | null, to: string): Promise<boolean> {
      const unchanged: SQL = from === null ? isNull(sandboxDeliveries.notifiedState) : eq(sandboxDeliveries.notifiedState, from);
      const rows = await db
        .update(sandboxDeliveries)
        .set({ notifiedState: to })
        .where(and(eq(sandboxDeliveries.id, id), unchanged))
        .returning({ id: sandboxDeliveries.id });
      return rows.length === 1;
    },
    /** Forgets quotes nobody accepted, long expired. */
    async dropQuotesExpiredBefore(at: Date): Promise<void> {
      await db.delete(sandboxDeliveries).where(and(eq(sandboxDeliveries.phase, "quoted"), lte(sandboxDeliveries.expiresAt, at)));
    },
  };
}

export type SandboxCouriersStore = ReturnType<typeof createSandboxCouriersStore>;
