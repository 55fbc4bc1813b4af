/** The "Popular" section of a menu: the dishes ordered most at a location lately (GET /order/popular-dishes/{locationId}). */
import { z } from "zod";
import { dbIdSchema } from "./orders";

/** How far back orders count, in days. */
export const POPULAR_DISHES_WINDOW_DAYS = 30;
/** Fewer orders than this in the window and a location shows no Popular section: too few to mean anything. */
export const POPULAR_DISHES_MIN_ORDERS = 5;
/** A dish must be in at least this many of those orders to count as popular. */
export const POPULAR_DISH_MIN_ORDERS = 2;
/** At most this many dishes are shown. */
export const POPULAR_DISHES_MAX = 6;
/** How long an answer is served from memory, in milliseconds: popularity moves slowly. */
export const POPULAR_DISHES_CACHE_MS = 60_000;

export const popularDishesParamsSchema = z.object({ locationId: dbIdSchema("locationId") });
export type PopularDishesParams = z.infer<typeof popularDishesParamsSchema>;

export const popularDishSchema = z.object({
  itemId: z.number().int(),
  /** In how many orders of the window the dish was. */
  orderCount: z.number().int(),
});
export type PopularDish = z.infer<typeof popularDishSchema>;

export const popularDishesAnswerSchema = z.object({
  locationId: z.number().int(),
  /** Most ordered first; empty when the location has too few orders. */
  dishes: z.array(popularDishSchema),
});
export type PopularDishesAnswer = z.infer<typeof popularDishesAnswerSchema>;
