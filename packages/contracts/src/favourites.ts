/**
 * A diner's favourites (spec §1 "mark favourite items and favourite merchants", §3 "favourites map keyed by itemId",
 * §7 /favourites): dishes and restaurants, kept per account. The same rows answer the profile's favRestaurants and
 * favItems (one truth).
 */
import { z } from "zod";

export const FAVOURITE_REFUSALS = {
  notYours: "You can only see and change your own favourites",
  noRestaurant: "No such restaurant",
  noItem: "This dish is not on this restaurant's menu",
  tooMany: "You can keep up to 500 favourites. Remove one to add another.",
} as const;

export const MAX_FAVOURITES = 500;

const idSchema = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`)
    .max(2_147_483_647, `No such ${what}`);

/** GET /favourites?locationId=&customerId= : without locationId, every favourite of the account. */
export const favouritesQuerySchema = z.object({
  customerId: z.string().uuid("customerId is not valid").optional(),
  locationId: idSchema("locationId").optional(),
});

/**
 * POST /favourites and DELETE /favourites (with a body): a dish when itemId is given, else the restaurant. Both are
 * idempotent: saving a favourite twice, or removing one that is not kept, changes nothing and answers the same.
 */
export const favouriteRequestSchema = z.object({
  customerId: z.string().uuid("customerId is not valid").optional(),
  locationId: idSchema("locationId"),
  itemId: idSchema("itemId").optional(),
});
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

/** A favourite restaurant, as the account's Favorites page and the lists show it. */
export const favouriteRestaurantSchema = z.object({
  locationId: z.number().int(),
  name: z.string(),
  merchantType: z.string(),
  locationSlug: z.string(),
  city: z.string(),
  address: z.string(),
  rating: z.number(),
  /** The logo's media path (/media/...), or null. */
  logo: z.string().nullable(),
  savedAt: z.string(),
});
export type FavouriteRestaurant = z.infer<typeof favouriteRestaurantSchema>;

/** A favourite dish: enough to show it and open it on its restaurant's menu. */
export const favouriteItemSchema = z.object({
  itemId: z.number().int(),
  locationId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Minor units, in the restaurant's currency. */
  price: z.number().int(),
  currency: z.string(),
  image: z.string().nullable(),
  /** Whether the dish is on the menu now (a removed or hidden dish stays a favourite, marked unavailable). */
  available: z.boolean(),
  restaurantName: z.string(),
  merchantType: z.string(),
  locationSlug: z.string(),
  /** A menu the dish is on (pickup, delivery or dinein), for its link: …/menu/{menuType}/itemDetails?item={itemId}. */
  menuType: z.string(),
  savedAt: z.string(),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** The answer of all three calls: restaurants newest first, and the favourites map keyed by itemId (spec §3). */
export const favouritesSchema = z.object({
  customerId: z.string(),
  restaurants: z.array(favouriteRestaurantSchema),
  items: z.record(z.string(), favouriteItemSchema),
});
export type Favourites = z.infer<typeof favouritesSchema>;
