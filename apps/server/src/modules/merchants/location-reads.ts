/** What other modules read of a restaurant (issue 25: they query no merchants table), each in the executor given. */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { merchantLocations, merchants, orderTypes } from "../../db/schema/merchants";

export type LocationRow = typeof merchantLocations.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type OrderTypeRow = typeof orderTypes.$inferSelect;

/** A restaurant: the location and the merchant it belongs to. */
export interface Restaurant {
  location: LocationRow;
  merchant: MerchantRow;
}

export async function locationExists(executor: Executor, locationId: number): Promise<boolean> {
  const [row] = await executor.select({ id: merchantLocations.id }).from(merchantLocations).where(eq(merchantLocations.id, locationId));
  return row !== undefined;
}

/** The restaurants of these location ids, by location id (an unknown id is absent). */
export async function restaurantsByIds(executor: Executor, locationIds: readonly number[]): Promise<Map<number, Restaurant>> {
  if (locationIds.length === 0) return new Map();
  const rows = await executor
    .select({ location: merchantLocations, merchant: merchants })
    .from(merchantLocations)
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
    .where(inArray(merchantLocations.id, [...new Set(locationIds)]));
  return new Map(rows.map((row) => [row.location.id, row]));
}

/** One restaurant, or null. */
export async function restaurantById(executor: Executor, locationId: number): Promise<Restaurant | null> {
  return (await restaurantsByIds(executor, [locationId])).get(locationId) ?? null;
}

/** The order types (menus) a location takes orders from, as stored. */
export function orderTypesOf(executor: Executor, locationId: number): Promise<OrderTypeRow[]> {
  return executor.select().from(orderTypes).where(eq(orderTypes.locationId, locationId));
}

/** Whether an open restaurant has this slug. */
export async function openRestaurantHasSlug(executor: Executor, slug: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(and(eq(merchantLocations.locationSlug, slug.toLowerCase()), eq(merchantLocations.active, true)))
    .limit(1);
  return row !== undefined;
}
