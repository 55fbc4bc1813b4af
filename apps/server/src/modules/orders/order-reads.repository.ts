/** Drizzle queries reading orders and the restaurant they are placed at. No rules here. */
import { asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { merchantLocations, merchants, orderTypes } from "../../db/schema/merchants";
import { orders } from "../../db/schema/orders";
import { filterOf, withDetails, withPlace } from "./order-records";
import type { Executor, OrderFilter, OrderRecord, OrderRow } from "./order-rows";

/** Locks the order's row until the transaction ends and reads the order as it now is. */
export async function lockOrderRecord(tx: Executor, orderId: string): Promise<OrderRecord> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
  const rows = await withPlace(tx).where(eq(orders.id, orderId)).limit(1);
  return (await withDetails(false, tx, rows))[0]!;
}

/** The order as one record; `onPool`: the executor is the pool (its queries run together), not a transaction. */
export async function findOrderRecord(executor: Executor, orderId: string, onPool: boolean): Promise<OrderRecord | null> {
  const rows = await withPlace(executor).where(eq(orders.id, orderId)).limit(1);
  return (await withDetails(onPool, executor, rows))[0] ?? null;
}

export function orderReads(db: Database) {
  return {
    async location(locationId: number) {
      const [found] = await db
        .select({ location: merchantLocations, merchantType: merchants.merchantType })
        .from(merchantLocations)
        .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
        .where(eq(merchantLocations.id, locationId))
        .limit(1);
      if (!found) return null;
      const types = await db.select().from(orderTypes).where(eq(orderTypes.locationId, locationId));
      return { location: found.location, merchantType: found.merchantType, orderTypes: types };
    },

    async findByIdempotencyKey(key: string, executor: Executor = db): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
      return row ?? null;
    },

    lockOrder: lockOrderRecord,

    findOrder: (orderId: string, executor: Executor = db): Promise<OrderRecord | null> =>
      findOrderRecord(executor, orderId, executor === db),

    async listOrders(
      filter: OrderFilter,
      page: number,
      size: number,
      sort: "asc" | "desc",
    ): Promise<{ records: OrderRecord[]; total: number }> {
      const where = filterOf(filter);
      const [rows, [totalRow]] = await Promise.all([
        withPlace(db)
          .where(where)
          .orderBy(sort === "asc" ? asc(orders.createdAt) : desc(orders.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { records: await withDetails(true, db, rows), total: totalRow?.n ?? 0 };
    },

    async countOrders(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders);
      return row?.n ?? 0;
    },
  };
}
