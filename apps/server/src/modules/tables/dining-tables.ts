/**
 * The restaurant's tables as rows: read by the id on their QR code, by row id, the whole floor (locked or not), and
 * their QR token renewed. Executor first: the db, or the caller's open transaction. No rules here.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diningTables, NEW_TABLE_TOKEN } from "../../db/schema/tables";

export type TableRow = typeof diningTables.$inferSelect;

/** Every table of the location in id order: the order the floor lock takes them in, so a read sees what a lock would. */
const floorInIdOrder = (executor: Executor, locationId: number) =>
  executor.select().from(diningTables).where(eq(diningTables.locationId, locationId)).orderBy(asc(diningTables.id));

/**
 * Every table of the location, locked until the transaction ends: every writer that assigns or frees a table takes
 * this first, so two bookings for the last table run one after the other. Runs in the caller's transaction.
 */
export const lockFloor = (tx: Executor, locationId: number): Promise<TableRow[]> => floorInIdOrder(tx, locationId).for("update");

/** The same tables in the same order, read without a lock (for showing slots and quoting waits). */
export const tablesOfFloor = (executor: Executor, locationId: number): Promise<TableRow[]> => floorInIdOrder(executor, locationId);

/** Every table of the location, section by section, in the order the floor plan lists them. */
export const floorTables = (executor: Executor, locationId: number): Promise<TableRow[]> =>
  executor
    .select()
    .from(diningTables)
    .where(eq(diningTables.locationId, locationId))
    .orderBy(asc(diningTables.sectionId), asc(diningTables.sortOrder), asc(diningTables.tableId));

/** One table by the id printed on its QR code; "t4" finds "T4" (a typed address may lose the capital). */
export async function tableById(executor: Executor, locationId: number, tableId: string): Promise<TableRow | null> {
  const [row] = await executor
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`))
    .limit(1);
  return row ?? null;
}

/** The tables with these row ids (bookings' tableRef), by row id. */
export async function tablesByRefs(executor: Executor, refs: readonly string[]): Promise<Map<string, TableRow>> {
  if (refs.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(diningTables)
    .where(inArray(diningTables.id, [...new Set(refs)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The names of the location's tables with these ids (exactly as on their QR code), by id. */
export async function tableNamesAt(executor: Executor, locationId: number, tableIds: readonly string[]): Promise<Map<string, string>> {
  if (tableIds.length === 0) return new Map();
  const rows = await executor
    .select({ tableId: diningTables.tableId, name: diningTables.name })
    .from(diningTables)
    .where(and(eq(diningTables.locationId, locationId), inArray(diningTables.tableId, [...new Set(tableIds)])));
  return new Map(rows.map((row) => [row.tableId, row.name]));
}

/** Gives the location's table (by the id on its QR code, any case) a new token; the table as it now is, or null. */
export async function renewTableToken(executor: Executor, locationId: number, tableId: string): Promise<TableRow | null> {
  const [row] = await executor
    .update(diningTables)
    .set({ token: NEW_TABLE_TOKEN })
    .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`))
    .returning();
  return row ?? null;
}
