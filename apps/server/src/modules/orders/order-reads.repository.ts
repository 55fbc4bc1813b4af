/** Drizzle queries reading orders and the restaurant they are placed at. No rules here. */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { orderTypesOf, restaurantById } from "../merchants/public";
import { detailSourcesOf, type OrderDetailSources } from "./order-detail-sources";
import { filterOf, withDetails, withPlaces } from "./order-records";
import type { Executor, OrderFilter, OrderRecord, OrderRow } from "./order-rows";

const orderRowById = (executor: Executor, orderId: string) => executor.select().from(orders).where(eq(orders.id, orderId)).limit(1);

/** Locks the order's row until the transaction ends and reads the order as it now is. */
export async function lockOrderRecord(tx: Executor, orderId: string, sources: OrderDetailSources): Promise<OrderRecord> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
  const rows = await withPlaces(tx, await orderRowById(tx, orderId));
  return (await withDetails(false, tx, rows, sources))[0]!;
}

/** The order as one record; `onPool`: the executor is the pool (its queries run together), not a transaction. */
export async function findOrderRecord(
  executor: Executor,
  orderId: string,
  onPool: boolean,
  sources: OrderDetailSources,
): Promise<OrderRecord | null> {
  const rows = await withPlaces(executor, await orderRowById(executor, orderId));
  return (await withDetails(onPool, executor, rows, sources))[0] ?? null;
}

export function orderReads(db: Database) {
  // Prepared (PostgreSQL parses it once per connection), and only the two columns a placement compares.
  const placedWithKey = db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder("key")))
    .limit(1)
    .prepare("order_by_idempotency_key");
  return {
    async location(locationId: number) {
      const found = await restaurantById(db, locationId);
      if (!found) return null;
      const types = await orderTypesOf(db, locationId);
      return { location: found.location, merchantType: found.merchant.merchantType, orderTypes: types };
    },

    /** The order placed with this key (its id and what was asked), or null: the first thing every placement asks. */
    async findByIdempotencyKey(key: string): Promise<{ id: string; requestHash: string } | null> {
      const [row] = await placedWithKey.execute({ key });
      return row ?? null;
    },

    lockOrder: (tx: Executor, orderId: string): Promise<OrderRecord> => lockOrderRecord(tx, orderId, detailSourcesOf(db)),

    findOrder: (orderId: string, executor: Executor = db): Promise<OrderRecord | null> =>
      findOrderRecord(executor, orderId, executor === db, detailSourcesOf(db)),

    async listOrders(
      filter: OrderFilter,
      page: number,
      size: number,
      sort: "asc" | "desc",
    ): Promise<{ records: OrderRecord[]; total: number }> {
      const sources = detailSourcesOf(db);
      const where = await filterOf(db, filter, sources);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(sort === "asc" ? asc(orders.createdAt) : desc(orders.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { records: await withDetails(true, db, await withPlaces(db, rows), sources), total: totalRow?.n ?? 0 };
    },

    async countOrders(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders);
      return row?.n ?? 0;
    },
  };
}
