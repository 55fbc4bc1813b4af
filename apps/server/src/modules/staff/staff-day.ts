/**
 * GET /staff/day (issue 26): the day at a glance of the caller's restaurant, and with `all=1` an owner's every
 * restaurant (the one they are at first). Each day is the restaurant's own (its time zone), today unless asked.
 */
import type { StaffDayAnswer, StaffDayQuery } from "@forkful/contracts/day-at-a-glance";
import type { StaffCaller } from "../../plugins/caller";
import { localDateOf } from "../merchants/public";
import { ordersOfDay } from "../orders/public";
import { moneyKeptPerOrder } from "../payments/public";
import type { StaffDeps } from "./staff-deps";
import { describeRestaurants, restaurantIdsOf } from "./staff-restaurants";

export async function staffDay(
  deps: Pick<StaffDeps, "db" | "clock" | "owners">,
  query: StaffDayQuery,
  caller: StaffCaller,
): Promise<StaffDayAnswer> {
  const here = caller.locationId;
  const theirs = query.all === "1" ? await restaurantIdsOf(deps, { id: caller.staffId, role: caller.role, locationId: here }) : [];
  const ids = [here, ...theirs.filter((id) => id !== here)];
  const now = deps.clock();
  const restaurants = await describeRestaurants(deps, ids, here);
  const days = restaurants.map(async (restaurant) => {
    const date = query.date ?? localDateOf(now, restaurant.timeZone);
    const day = { locationId: restaurant.locationId, date, timeZone: restaurant.timeZone, now, moneyKept: moneyKeptPerOrder() };
    return { restaurant, date, ...(await ordersOfDay(deps.db, day)) };
  });
  return { days: await Promise.all(days) };
}
