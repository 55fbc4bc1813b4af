/** Drizzle queries behind the menu's Popular section: how often each dish was ordered at a location lately. No rules here. */
import { and, countDistinct, desc, eq, gte, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { merchantLocations } from "../../db/schema/merchants";
import { orderItems, orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export interface PopularWindow {
  locationId: number;
  since: Date;
  /** Orders in these statuses are not counted (cancelled ones). */
  leaveOut: readonly number[];
}

export function createPopularDishesRepository(db: Database) {
  const placedIn = ({ locationId, since, leaveOut }: PopularWindow) =>
    and(eq(orders.locationId, locationId), gte(orders.createdAt, since), notInArray(orders.status, [...leaveOut]));

  return {
    async locationExists(locationId: number, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ id: merchantLocations.id })
        .from(merchantLocations)
        .where(eq(merchantLocations.id, locationId))
        .limit(1);
      return rows.length > 0;
    },

    async countOrders(window: PopularWindow, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: countDistinct(orders.id) })
        .from(orders)
        .where(placedIn(window));
      return row?.n ?? 0;
    },

    /** Each dish with the number of orders it was in, most first (ties: the lower id), at most `limit`. */
    async dishOrderCounts(window: PopularWindow, limit: number, executor: Executor = db) {
      const orderCount = countDistinct(orderItems.orderId);
      return executor
        .select({ itemId: orderItems.itemId, orderCount })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(placedIn(window))
        .groupBy(orderItems.itemId)
        .orderBy(desc(orderCount), orderItems.itemId)
        .limit(limit);
    },
  };
}

export type PopularDishesRepository = ReturnType<typeof createPopularDishesRepository>;
