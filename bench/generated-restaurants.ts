/**
 * A platform's worth of restaurants for the bench's growth run (bench/growth.ts): copies of the demo restaurants, each
 * with its own merchant, slugs, name, media ids and a position nearby, menus and all, written as the seed writes them.
 */
import { count } from "drizzle-orm";
import { DEMO_RESTAURANTS } from "../apps/server/seed/demo-restaurants";
import { insertRestaurant } from "../apps/server/seed/insert-restaurant";
import type { SeedRestaurant } from "../apps/server/seed/types";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/db/client";
import { merchantLocations } from "../apps/server/src/db/schema/merchants";

/** Restaurants written per transaction. */
const BATCH = 25;

/** The n-th copy of a demo restaurant: another merchant and location, about a kilometre or two away. */
export function copyOf(restaurant: SeedRestaurant, n: number): SeedRestaurant {
  const { merchant, location } = restaurant;
  const offset = ((n % 40) - 20) / 1000;
  return {
    ...restaurant,
    merchant: { ...merchant, slug: `${merchant.slug}-g${n}`, name: `${merchant.name} ${n}` },
    location: {
      ...location,
      locationSlug: `${location.locationSlug}-g${n}`,
      branchName: `${location.branchName} ${n}`,
      lat: location.lat + offset,
      lng: location.lng - offset,
    },
    mediaCode: `${restaurant.mediaCode}-g${n}`,
  };
}

/** Adds copies until the database holds `total` restaurants; says how many it wrote. */
export async function generateRestaurants(database: DatabaseOptions, total: number): Promise<number> {
  const handle = await openDatabase({ ...database, poolSize: 1 });
  try {
    const [row] = await handle.db.select({ n: count() }).from(merchantLocations);
    const have = row?.n ?? 0;
    for (let next = have; next < total; next += BATCH) {
      const last = Math.min(total, next + BATCH);
      await handle.db.transaction(async (tx) => {
        for (let n = next; n < last; n += 1) await insertRestaurant(tx, copyOf(DEMO_RESTAURANTS[n % DEMO_RESTAURANTS.length]!, n));
      });
    }
    return Math.max(0, total - have);
  } finally {
    await handle.close();
  }
}
