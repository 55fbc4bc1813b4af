/** The dishes ordered most at a location lately: the menu's Popular section. */

import { MESSAGES } from "@forkful/contracts/messages";
import { CANCELLED_ORDER_STATUSES } from "@forkful/contracts/order-status";
import {
  POPULAR_DISH_MIN_ORDERS,
  POPULAR_DISHES_MAX,
  POPULAR_DISHES_MIN_ORDERS,
  POPULAR_DISHES_WINDOW_DAYS,
  type PopularDishesAnswer,
  type PopularDishesParams,
} from "@forkful/contracts/popular-dishes";
import { NotFoundError } from "../../lib/domain-errors";
import { locationExists } from "../merchants/public";
import { dishesOrderedMost, ordersPlacedIn } from "../orders/public";
import type { PopularDishesDeps } from "./popular-dishes-deps";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dishes in the most orders (not cancelled) of the last POPULAR_DISHES_WINDOW_DAYS. A location with fewer than
 * POPULAR_DISHES_MIN_ORDERS orders in that time has none, and a dish in a single order is not popular. Public: it
 * says how often a dish sells, never who bought it. Which of them the diner's menu shows is the menu's affair.
 */
export async function popularDishes(deps: PopularDishesDeps, { locationId }: PopularDishesParams): Promise<PopularDishesAnswer> {
  if (!(await locationExists(deps.db, locationId))) throw new NotFoundError(MESSAGES.noSuchRestaurant);
  const since = new Date(deps.clock().getTime() - POPULAR_DISHES_WINDOW_DAYS * DAY_MS);
  const window = { locationId, since, leaveOut: CANCELLED_ORDER_STATUSES };
  if ((await ordersPlacedIn(deps.db, window)) < POPULAR_DISHES_MIN_ORDERS) return { locationId, dishes: [] };
  const counts = await dishesOrderedMost(deps.db, window, POPULAR_DISHES_MAX);
  return { locationId, dishes: counts.filter((d) => d.orderCount >= POPULAR_DISH_MIN_ORDERS) };
}
