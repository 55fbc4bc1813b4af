/**
 * A fingerprint of everything a diner's or staff member's call may write (accounts, cards, orders, payments, coupons,
 * stock), for tests that prove a refused call changed nothing: one query, one hash per table, so a difference names
 * the table that changed.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";

/** Each table a call may write, and the columns that count (of a dish, only its stock). */
const WRITABLE: Record<string, string> = {
  customers: "*",
  favourite_locations: "*",
  favourite_items: "*",
  saved_cards: "*",
  orders: "*",
  order_items: "*",
  order_status_history: "*",
  order_offers: "*",
  order_counters: "*",
  order_rounds: "*",
  payments: "*",
  payment_events: "*",
  sandbox_charges: "*",
  coupons: "*",
  coupon_redemptions: "*",
  waiter_calls: "*",
  staff: "*",
  staff_actions: "*",
  menu_items: "id, stock_quantity",
};

export type DataSnapshot = Record<string, string>;

/** Every table of the database, every column: for calls that must write nothing at all. */
export async function everyTable(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows } = (await database.db.execute(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, "*"]));
}

/** One hash per table of `tables` (by default those a diner's or staff member's call may write). */
export async function snapshotData(database: DatabaseHandle, tables: Record<string, string> = WRITABLE): Promise<DataSnapshot> {
  const query = Object.entries(tables)
    .map(
      ([table, columns]) =>
        `select '${table}' as name, md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as hash from (select ${columns} from ${table}) r`,
    )
    .join(" union all ");
  const { rows } = (await database.db.execute(sql.raw(query))) as unknown as { rows: { name: string; hash: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}
