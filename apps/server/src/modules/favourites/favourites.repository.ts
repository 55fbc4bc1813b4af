/** Drizzle queries for a diner's favourite restaurants and dishes. No rules here; the operation opens any transaction. */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { favouriteItems, favouriteLocations } from "../../db/schema/favourites";
import { type MediaRow, mediaOfLocations } from "../media/public";
import { dishesAt, dishesByIds, shownToDiners } from "../menu/public";
import { locationExists, restaurantsByIds } from "../merchants/public";

/** A kept restaurant with what its card shows. */
export interface FavouriteRestaurantRow {
  locationId: number;
  name: string;
  merchantType: string;
  locationSlug: string;
  city: string;
  address: string;
  rating: number;
  savedAt: Date;
  logo: MediaRow | null;
}

/** A kept dish with its restaurant, and whether diners see it on the menu now. */
export interface FavouriteItemRow {
  itemId: number;
  locationId: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  shown: boolean;
  inStock: boolean;
  restaurantName: string;
  merchantType: string;
  locationSlug: string;
  menuTypes: string[];
  savedAt: Date;
  image: MediaRow | null;
}

/** Reading a diner's favourites with what the pages show of them (restaurants: merchants'; dishes: menu's; logos: media's). */
const favouriteReads = {
  /** The diner's kept restaurants, newest first (one restaurant when locationId is given). */
  async restaurantsOf(ex: Executor, customerId: string, locationId?: number): Promise<FavouriteRestaurantRow[]> {
    const kept = await ex
      .select({ locationId: favouriteLocations.locationId, savedAt: favouriteLocations.createdAt })
      .from(favouriteLocations)
      .where(
        and(
          eq(favouriteLocations.customerId, customerId),
          locationId === undefined ? undefined : eq(favouriteLocations.locationId, locationId),
        ),
      )
      .orderBy(desc(favouriteLocations.createdAt), desc(favouriteLocations.locationId));
    if (kept.length === 0) return [];
    const ids = kept.map((r) => r.locationId);
    const [places, logos] = await Promise.all([restaurantsByIds(ex, ids), mediaOfLocations(ex, ids, ["LOGO"])]);
    const logoOf = new Map<number, MediaRow>();
    for (const logo of logos) if (logo.locationId !== null && !logoOf.has(logo.locationId)) logoOf.set(logo.locationId, logo);
    return kept.flatMap(({ locationId: id, savedAt }) => {
      const place = places.get(id);
      if (!place) return [];
      const { location, merchant } = place;
      return [
        {
          locationId: id,
          name: merchant.name,
          merchantType: merchant.merchantType,
          locationSlug: location.locationSlug,
          city: location.city,
          address: location.address,
          rating: location.rating,
          savedAt,
          logo: logoOf.get(id) ?? null,
        },
      ];
    });
  },

  /** The diner's kept dishes, newest first (one restaurant's when locationId is given). */
  async itemsOf(ex: Executor, customerId: string, locationId?: number): Promise<FavouriteItemRow[]> {
    const kept = await ex
      .select({ itemId: favouriteItems.itemId, savedAt: favouriteItems.createdAt })
      .from(favouriteItems)
      .where(eq(favouriteItems.customerId, customerId))
      .orderBy(desc(favouriteItems.createdAt), desc(favouriteItems.itemId));
    const dishes = await dishesByIds(
      ex,
      kept.map((r) => r.itemId),
    );
    const places = await restaurantsByIds(
      ex,
      [...dishes.values()].map((d) => d.item.locationId),
    );
    return kept.flatMap(({ itemId, savedAt }) => {
      const dish = dishes.get(itemId);
      const place = dish && places.get(dish.item.locationId);
      if (!dish || !place || (locationId !== undefined && dish.item.locationId !== locationId)) return [];
      const { item, image } = dish;
      return [
        {
          itemId,
          locationId: item.locationId,
          name: item.name,
          description: item.description,
          price: item.price,
          currency: place.location.currency,
          shown: shownToDiners(item),
          restaurantName: place.merchant.name,
          merchantType: place.merchant.merchantType,
          locationSlug: place.location.locationSlug,
          menuTypes: item.menuTypes,
          savedAt,
          image,
          inStock: item.stockQuantity === null || item.stockQuantity > 0,
        },
      ];
    });
  },
};

export function createFavouritesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    db: db as Executor,

    restaurantExists: locationExists,

    /** The dish when it belongs to this restaurant, with whether diners see it; null otherwise. */
    async dishOf(ex: Executor, locationId: number, itemId: number): Promise<{ shown: boolean } | null> {
      const [dish] = await dishesAt(ex, locationId, [itemId]);
      return dish ? { shown: shownToDiners(dish.item) } : null;
    },

    /** Restaurants and dishes together: the limit counts both. */
    async countOf(ex: Executor, customerId: string): Promise<number> {
      const count = sql<number>`count(*)::int`;
      const [[places], [dishes]] = await Promise.all([
        ex.select({ count }).from(favouriteLocations).where(eq(favouriteLocations.customerId, customerId)),
        ex.select({ count }).from(favouriteItems).where(eq(favouriteItems.customerId, customerId)),
      ]);
      return Number(places?.count ?? 0) + Number(dishes?.count ?? 0);
    },

    async isRestaurantKept(ex: Executor, customerId: string, locationId: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: favouriteLocations.locationId })
        .from(favouriteLocations)
        .where(and(eq(favouriteLocations.customerId, customerId), eq(favouriteLocations.locationId, locationId)));
      return row !== undefined;
    },

    async isDishKept(ex: Executor, customerId: string, itemId: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: favouriteItems.itemId })
        .from(favouriteItems)
        .where(and(eq(favouriteItems.customerId, customerId), eq(favouriteItems.itemId, itemId)));
      return row !== undefined;
    },

    async keepRestaurant(ex: Executor, customerId: string, locationId: number): Promise<void> {
      await ex.insert(favouriteLocations).values({ customerId, locationId }).onConflictDoNothing();
    },

    async keepDish(ex: Executor, customerId: string, itemId: number): Promise<void> {
      await ex.insert(favouriteItems).values({ customerId, itemId }).onConflictDoNothing();
    },

    async dropRestaurant(ex: Executor, customerId: string, locationId: number): Promise<void> {
      await ex
        .delete(favouriteLocations)
        .where(and(eq(favouriteLocations.customerId, customerId), eq(favouriteLocations.locationId, locationId)));
    },

    async dropDish(ex: Executor, customerId: string, itemId: number): Promise<void> {
      await ex.delete(favouriteItems).where(and(eq(favouriteItems.customerId, customerId), eq(favouriteItems.itemId, itemId)));
    },

    /** One diner's favourites become another's, but those the other keeps already (they stay where they are). */
    async moveAll(ex: Executor, fromCustomerId: string, toCustomerId: string): Promise<void> {
      const theirPlaces = ex
        .select({ id: favouriteLocations.locationId })
        .from(favouriteLocations)
        .where(eq(favouriteLocations.customerId, toCustomerId));
      await ex
        .update(favouriteLocations)
        .set({ customerId: toCustomerId })
        .where(and(eq(favouriteLocations.customerId, fromCustomerId), notInArray(favouriteLocations.locationId, theirPlaces)));
      const theirDishes = ex.select({ id: favouriteItems.itemId }).from(favouriteItems).where(eq(favouriteItems.customerId, toCustomerId));
      await ex
        .update(favouriteItems)
        .set({ customerId: toCustomerId })
        .where(and(eq(favouriteItems.customerId, fromCustomerId), notInArray(favouriteItems.itemId, theirDishes)));
    },

    ...favouriteReads,
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
