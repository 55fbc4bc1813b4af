/**
 * A few weeks of past, collected pickup orders at each demo restaurant, so the menu's Popular section has something to
 * show on `npm start`, and some of earlier today's, an hour or so apart (one of them late), so the console's day at a
 * glance has figures and hours: each as real as a diner's (demo-order.ts), placed by the demo diners, in one transaction.
 * Seeded only with a fresh demo dataset (main.ts), never in the API tests' databases.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { merchantLocations, orderTypes } from "../src/db/schema/merchants";
import { localDateOf } from "../src/modules/merchants/public";
import { demoPlaceOf, insertDemoOrders } from "./demo-order";
import { demoDiners } from "./seed-feedback";

/** Past orders per restaurant; dish k of the favourites is in every (k+1)th, so the first is the most popular. */
const PAST_ORDERS = 14;
const FAVOURITES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Earlier today's orders: this many at most, the newest placed long enough ago to be picked up by now. */
const TODAY_ORDERS = 9;
const TODAY_NEWEST_MINUTES_AGO = 45;
const TODAY_SPACING_MINUTES = 55;
/** Below the first number a real order takes (1001), so none collides. */
const FIRST_NUMBER = 101;
const DEMO_PHONE = "+12025550199";

export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const places = await tx
      .select({ location: merchantLocations, orderTypeId: orderTypes.id })
      .from(merchantLocations)
      .innerJoin(orderTypes, and(eq(orderTypes.locationId, merchantLocations.id), eq(orderTypes.menuType, "pickup")));
    const diners = await demoDiners(tx);
    for (const { location, orderTypeId } of places) {
      const place = await demoPlaceOf(tx, location, orderTypeId);
      const { dishes } = place.menu;
      // Favourites spread over the menu rather than its first category only.
      const favourites = Array.from({ length: FAVOURITES }, (_, k) => dishes[(k * 7 + 2) % Math.max(dishes.length, 1)]).filter(
        (d, k, all): d is (typeof dishes)[number] => !!d && all.indexOf(d) === k,
      );
      if (favourites.length === 0) continue;
      const past = Array.from({ length: PAST_ORDERS }, (_, n) => {
        const diner = diners[n % diners.length]!;
        return {
          orderNumber: FIRST_NUMBER + n,
          tag: `demo-${location.id}-${n}`,
          customerId: diner.id,
          fullName: diner.fullName,
          phone: DEMO_PHONE,
          placedAt: new Date(now.getTime() - (n + 1) * 1.5 * DAY_MS),
          dishes: favourites.filter((_, k) => n % (k + 1) === 0),
          tipPercent: n % 3 === 0 ? 15 : 0,
        };
      });
      // Earlier today at the restaurant (its own day): none before its midnight.
      const today = Array.from({ length: TODAY_ORDERS }, (_, n) => ({
        ...past[n % PAST_ORDERS]!,
        orderNumber: FIRST_NUMBER + PAST_ORDERS + n,
        tag: `demo-${location.id}-today-${n}`,
        placedAt: new Date(now.getTime() - (TODAY_NEWEST_MINUTES_AGO + n * TODAY_SPACING_MINUTES) * MINUTE_MS),
        lateMinutes: n === 1 ? 12 : 0,
      })).filter((order) => localDateOf(order.placedAt, location.timeZoneCd) === localDateOf(now, location.timeZoneCd));
      await insertDemoOrders(tx, place, [...past, ...today]);
    }
  });
}
