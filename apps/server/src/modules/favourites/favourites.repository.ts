/** Drizzle queries for a diner's favourite restaurants and dishes. No rules here; the operation opens any transaction. */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { favouriteItems, favouriteLocations } from "../../db/schema/favourites";
import { media } from "../../db/schema/media";
import { menuItems } from "../../db/schema/menu";
import { merchantLocations, merchants } from "../../db/schema/merchants";

type MediaRow = typeof media.$inferSelect;

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

/** Shown to diners: displayed and visible to customers ("C"), as the menu reads it. */
const shownToDiners = sql<boolean>`(${menuItems.display} = 1 and ${menuItems.visibleTo} @> '["C"]'::jsonb)`;

/** Reading a diner's favourites with what the pages show of them. */
const favouriteReads = {
  /** The diner's kept restaurants, newest first (one restaurant when locationId is given). */
  async restaurantsOf(ex: Executor, customerId: string, locationId?: number): Promise<FavouriteRestaurantRow[]> {
    const rows = await ex
      .select({
        locationId: merchantLocations.id,
        name: merchants.name,
        merchantType: merchants.merchantType,
        locationSlug: merchantLocations.locationSlug,
        city: merchantLocations.city,
        address: merchantLocations.address,
        rating: merchantLocations.rating,
        savedAt: favouriteLocations.createdAt,
      })
      .from(favouriteLocations)
      .innerJoin(merchantLocations, eq(merchantLocations.id, favouriteLocations.locationId))
      .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
      .where(
        and(
          eq(favouriteLocations.customerId, customerId),
          locationId === undefined ? undefined : eq(favouriteLocations.locationId, locationId),
        ),
      )
      .orderBy(desc(favouriteLocations.createdAt), desc(merchantLocations.id));
    if (rows.length === 0) return [];
    const logos = await ex
      .select()
      .from(media)
      .where(
        and(
          inArray(
            media.locationId,
            rows.map((r) => r.locationId),
          ),
          eq(media.entityType, "LOGO"),
        ),
      )
      .orderBy(asc(media.sortOrder), asc(media.id));
    const logoOf = new Map<number, MediaRow>();
    for (const logo of logos) if (logo.locationId !== null && !logoOf.has(logo.locationId)) logoOf.set(logo.locationId, logo);
    return rows.map((row) => ({ ...row, logo: logoOf.get(row.locationId) ?? null }));
  },

  /** The diner's kept dishes, newest first (one restaurant's when locationId is given). */
  async itemsOf(ex: Executor, customerId: string, locationId?: number): Promise<FavouriteItemRow[]> {
    const rows = await ex
      .select({
        itemId: menuItems.id,
        locationId: menuItems.locationId,
        name: menuItems.name,
        description: menuItems.description,
        price: menuItems.price,
        currency: merchantLocations.currency,
        shown: shownToDiners,
        stockQuantity: menuItems.stockQuantity,
        restaurantName: merchants.name,
        merchantType: merchants.merchantType,
        locationSlug: merchantLocations.locationSlug,
        menuTypes: menuItems.menuTypes,
        savedAt: favouriteItems.createdAt,
        image: media,
      })
      .from(favouriteItems)
      .innerJoin(menuItems, eq(menuItems.id, favouriteItems.itemId))
      .innerJoin(merchantLocations, eq(merchantLocations.id, menuItems.locationId))
      .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
      .leftJoin(media, eq(media.id, menuItems.mediaId))
      .where(and(eq(favouriteItems.customerId, customerId), locationId === undefined ? undefined : eq(menuItems.locationId, locationId)))
      .orderBy(desc(favouriteItems.createdAt), desc(menuItems.id));
    return rows.map(({ stockQuantity, ...row }) => ({ ...row, inStock: stockQuantity === null || stockQuantity > 0 }));
  },
};

export function createFavouritesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    db: db as Executor,

    /** Holds the diner's row until the transaction ends, so two saves of one diner take turns (the limit holds). */
    async lockFavourites(ex: Executor, customerId: string): Promise<boolean> {
      const [row] = await ex.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
      return row !== undefined;
    },

    async restaurantExists(ex: Executor, locationId: number): Promise<boolean> {
      const [row] = await ex.select({ id: merchantLocations.id }).from(merchantLocations).where(eq(merchantLocations.id, locationId));
      return row !== undefined;
    },

    /** The dish when it belongs to this restaurant, with whether diners see it; null otherwise. */
    async dishOf(ex: Executor, locationId: number, itemId: number): Promise<{ shown: boolean } | null> {
      const [row] = await ex
        .select({ shown: shownToDiners })
        .from(menuItems)
        .where(and(eq(menuItems.id, itemId), eq(menuItems.locationId, locationId)));
      return row ?? null;
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
