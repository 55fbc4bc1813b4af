/**
 * A restaurant's rating as its diners gave it (issue 15): the mean of the overall stars and how many gave them. The
 * feedback module counts its answers under this row's lock and writes the result here, in its own transaction.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { merchantLocations } from "../../db/schema/merchants";

export interface RestaurantRating {
  rating: number;
  ratingCount: number;
}

export const restaurantRatings = {
  /**
   * Locks the restaurant's rating until the transaction ends, so two feedbacks given at once are both counted (the
   * count read after the lock sees the one committed first). False when there is no such restaurant.
   */
  async lock(tx: Executor, locationId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: merchantLocations.id })
      .from(merchantLocations)
      .where(eq(merchantLocations.id, locationId))
      .for("update");
    return rows.length > 0;
  },

  async record(tx: Executor, locationId: number, { rating, ratingCount }: RestaurantRating): Promise<void> {
    await tx.update(merchantLocations).set({ rating, ratingCount }).where(eq(merchantLocations.id, locationId));
  },

  async of(ex: Executor, locationId: number): Promise<RestaurantRating | null> {
    const [row] = await ex
      .select({ rating: merchantLocations.rating, ratingCount: merchantLocations.ratingCount })
      .from(merchantLocations)
      .where(eq(merchantLocations.id, locationId));
    return row ?? null;
  },
};
