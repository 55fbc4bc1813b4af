/**
 * Drizzle queries for calls for the waiter, each read with its table's name (the tables module's read of the names,
 * one query after the calls'). No rules here.
 */
import { and, asc, desc, eq, gt, or } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { waiterCalls } from "../../db/schema/waiter-calls";
import { tableNamesAt } from "../tables/public";

export type WaiterCallRow = typeof waiterCalls.$inferSelect;
export type NewWaiterCallRow = typeof waiterCalls.$inferInsert;
export type WaiterCallPatch = Partial<Pick<WaiterCallRow, "state" | "acknowledgedAt" | "acknowledgedBy" | "closedAt">>;

/** A call with the name of its table (null when the table is gone from the floor plan: its own id is shown). */
export interface WaiterCallRecord {
  call: WaiterCallRow;
  tableName: string | null;
}

/** The calls of one location, in the order given, each with its table's name. */
async function withTableNames(ex: Executor, locationId: number, calls: WaiterCallRow[]): Promise<WaiterCallRecord[]> {
  const names = await tableNamesAt(
    ex,
    locationId,
    calls.map((call) => call.tableId),
  );
  return calls.map((call) => ({ call, tableName: names.get(call.tableId) ?? null }));
}

async function oneWithTableName(ex: Executor, call: WaiterCallRow | undefined): Promise<WaiterCallRecord | null> {
  return call ? ((await withTableNames(ex, call.locationId, [call]))[0] ?? null) : null;
}

export function createWaiterCallsRepository(_db: Database) {
  return {
    /** The table's open call if it has one, else its latest call, else null. */
    async openOrLatestCall(ex: Executor, locationId: number, tableId: string): Promise<WaiterCallRecord | null> {
      const [call] = await ex
        .select()
        .from(waiterCalls)
        .where(and(eq(waiterCalls.locationId, locationId), eq(waiterCalls.tableId, tableId)))
        .orderBy(desc(eq(waiterCalls.state, "open")), desc(waiterCalls.calledAt))
        .limit(1);
      return oneWithTableName(ex, call);
    },

    /** Writes a call; breaks waiter_calls_one_open_idx when the table has an open one already. */
    async insertWaiterCall(ex: Executor, values: NewWaiterCallRow): Promise<WaiterCallRow> {
      const [row] = await ex.insert(waiterCalls).values(values).returning();
      return row!;
    },

    async waiterCallById(ex: Executor, callId: string, options: { lock?: boolean } = {}): Promise<WaiterCallRecord | null> {
      const query = ex.select().from(waiterCalls).where(eq(waiterCalls.id, callId)).limit(1);
      const [call] = options.lock ? await query.for("update") : await query;
      return oneWithTableName(ex, call);
    },

    /** The location's open calls and those acknowledged after `acknowledgedSince`, oldest call first. */
    async liveWaiterCalls(ex: Executor, locationId: number, acknowledgedSince: Date): Promise<WaiterCallRecord[]> {
      const calls = await ex
        .select()
        .from(waiterCalls)
        .where(
          and(
            eq(waiterCalls.locationId, locationId),
            or(
              eq(waiterCalls.state, "open"),
              and(eq(waiterCalls.state, "acknowledged"), gt(waiterCalls.acknowledgedAt, acknowledgedSince)),
            ),
          ),
        )
        .orderBy(asc(waiterCalls.calledAt), asc(waiterCalls.id));
      return withTableNames(ex, locationId, calls);
    },

    async updateWaiterCall(ex: Executor, callId: string, patch: WaiterCallPatch): Promise<WaiterCallRow> {
      const [row] = await ex.update(waiterCalls).set(patch).where(eq(waiterCalls.id, callId)).returning();
      return row!;
    },

    /** Carries a guest session's calls into the customer a code signed in (in the sign-in's transaction). */
    async moveWaiterCalls(tx: Executor, fromCustomerId: string, toCustomerId: string): Promise<void> {
      await tx.update(waiterCalls).set({ customerId: toCustomerId }).where(eq(waiterCalls.customerId, fromCustomerId));
    },
  };
}

export type WaiterCallsRepository = ReturnType<typeof createWaiterCallsRepository>;
