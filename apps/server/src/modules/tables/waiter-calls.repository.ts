/** Drizzle queries for calls for the waiter, each read with its table's name. No rules here. */
import { and, asc, desc, eq, gt, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { diningTables } from "../../db/schema/tables";
import { waiterCalls } from "../../db/schema/waiter-calls";
import type { Executor } from "./booking-rows";

export type WaiterCallRow = typeof waiterCalls.$inferSelect;
export type NewWaiterCallRow = typeof waiterCalls.$inferInsert;
export type WaiterCallPatch = Partial<Pick<WaiterCallRow, "state" | "acknowledgedAt" | "acknowledgedBy" | "closedAt">>;

/** A call with the name of its table (its own id when the table is gone from the floor plan). */
export interface WaiterCallRecord {
  call: WaiterCallRow;
  tableName: string | null;
}

function callsWithTables(ex: Executor) {
  return ex
    .select({ call: waiterCalls, tableName: diningTables.name })
    .from(waiterCalls)
    .leftJoin(diningTables, and(eq(diningTables.locationId, waiterCalls.locationId), eq(diningTables.tableId, waiterCalls.tableId)));
}

export function waiterCallQueries(_db: Database) {
  return {
    /** The table's open call if it has one, else its latest call, else null. */
    async openOrLatestCall(ex: Executor, locationId: number, tableId: string): Promise<WaiterCallRecord | null> {
      const [row] = await callsWithTables(ex)
        .where(and(eq(waiterCalls.locationId, locationId), eq(waiterCalls.tableId, tableId)))
        .orderBy(desc(eq(waiterCalls.state, "open")), desc(waiterCalls.calledAt))
        .limit(1);
      return row ?? null;
    },

    /** Writes a call; breaks waiter_calls_one_open_idx when the table has an open one already. */
    async insertWaiterCall(ex: Executor, values: NewWaiterCallRow): Promise<WaiterCallRow> {
      const [row] = await ex.insert(waiterCalls).values(values).returning();
      return row!;
    },

    async waiterCallById(ex: Executor, callId: string, options: { lock?: boolean } = {}): Promise<WaiterCallRecord | null> {
      const query = callsWithTables(ex).where(eq(waiterCalls.id, callId)).limit(1);
      const [row] = options.lock ? await query.for("update", { of: waiterCalls }) : await query;
      return row ?? null;
    },

    /** The location's open calls and those acknowledged after `acknowledgedSince`, oldest call first. */
    liveWaiterCalls: (ex: Executor, locationId: number, acknowledgedSince: Date): Promise<WaiterCallRecord[]> =>
      callsWithTables(ex)
        .where(
          and(
            eq(waiterCalls.locationId, locationId),
            or(
              eq(waiterCalls.state, "open"),
              and(eq(waiterCalls.state, "acknowledged"), gt(waiterCalls.acknowledgedAt, acknowledgedSince)),
            ),
          ),
        )
        .orderBy(asc(waiterCalls.calledAt), asc(waiterCalls.id)),

    async updateWaiterCall(ex: Executor, callId: string, patch: WaiterCallPatch): Promise<WaiterCallRow> {
      const [row] = await ex.update(waiterCalls).set(patch).where(eq(waiterCalls.id, callId)).returning();
      return row!;
    },

    /** The id of the table's tab that is open or being settled, if any (the order a call is about). */
    async liveTabAtTable(ex: Executor, locationId: number, tableId: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.locationId, locationId), eq(orders.tableId, tableId), inArray(orders.tabState, ["open", "settling"])))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
