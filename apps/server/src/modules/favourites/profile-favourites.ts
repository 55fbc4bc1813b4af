/** The favourites as the diner's profile reads and sets them (the customers module's profile calls). */
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { favouriteItems, favouriteLocations } from "../../db/schema/favourites";

/** The ids of the diner's kept restaurants and dishes, as stored. */
export async function favouriteIdsOf(executor: Executor, customerId: string): Promise<{ locations: number[]; items: number[] }> {
  const [locations, items] = await Promise.all([
    executor.select({ id: favouriteLocations.locationId }).from(favouriteLocations).where(eq(favouriteLocations.customerId, customerId)),
    executor.select({ id: favouriteItems.itemId }).from(favouriteItems).where(eq(favouriteItems.customerId, customerId)),
  ]);
  return { locations: locations.map((r) => r.id), items: items.map((r) => r.id) };
}

/** Keeps or drops a restaurant among the diner's favourites; false when the restaurant does not exist. */
export async function setFavouriteRestaurant(
  executor: Executor,
  customerId: string,
  locationId: number,
  isFavourite: boolean,
): Promise<boolean> {
  if (isFavourite) {
    try {
      await executor.insert(favouriteLocations).values({ customerId, locationId }).onConflictDoNothing();
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
      if (cause?.code === "23503") return false;
      throw error;
    }
  } else {
    await executor
      .delete(favouriteLocations)
      .where(sql`${favouriteLocations.customerId} = ${customerId} and ${favouriteLocations.locationId} = ${locationId}`);
  }
  return true;
}
