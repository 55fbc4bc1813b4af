/**
 * Seeds the demo dataset (restaurants, menus, media, an event menu, staff) into an empty database, once; what came
 * later (coupons, floor plans, the staff of each role) each on its own check, so older databases get it too.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { merchants } from "../src/db/schema/merchants";
import type { MediaStorage } from "../src/integrations/storage/media-storage";
import { DEMO_RESTAURANTS } from "./demo-restaurants";
import { insertRestaurant, type Transaction } from "./insert-restaurant";
import { restaurantMedia, storageKey } from "./media-plan";
import { seedDemoCampaigns } from "./seed-campaigns";
import { seedDemoCoupons } from "./seed-coupons";
import { seedDemoFeedback } from "./seed-feedback";
import { seedDemoFloor } from "./seed-floor";
import { seedDemoKitchenStations } from "./seed-kitchen-stations";
import { seedDemoShortLinks } from "./seed-short-links";
import { insertDemoOwner, insertDemoStaff } from "./seed-staff";

/** Advisory lock key, so that two instances booting together do not both seed. */
const SEED_LOCK_KEY = 7_402_611;

async function hasMerchants(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: merchants.id }).from(merchants).limit(1);
  return rows.length > 0;
}

/**
 * Inserts the demo dataset in one transaction when the merchants table is empty, and stores the media bytes.
 * The files are written before the transaction begins (their ids and bytes do not depend on the database): if storage
 * fails, nothing is seeded and the next boot retries; an instance seeding at the same moment writes the same bytes.
 * Not inside the transaction: media may live in the database itself, on a connection of its own.
 */
export async function seedDemoData(db: Database, storage: MediaStorage): Promise<{ seeded: boolean }> {
  const seeded = (await hasMerchants(db)) ? false : await seedRestaurants(db, storage);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedDemoCoupons(tx);
    await seedDemoCampaigns(tx);
    await seedDemoFloor(tx);
    await seedDemoKitchenStations(tx);
    await insertDemoStaff(tx);
    await insertDemoOwner(tx);
    await seedDemoFeedback(tx);
    await seedDemoShortLinks(tx);
  });
  return { seeded };
}

async function seedRestaurants(db: Database, storage: MediaStorage): Promise<boolean> {
  const files = DEMO_RESTAURANTS.flatMap((restaurant) => restaurantMedia(restaurant, 0));
  await Promise.all(files.map((file) => storage.put(storageKey(file.row), file.bytes)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMerchants(tx)) return false;
    for (const restaurant of DEMO_RESTAURANTS) await insertRestaurant(tx, restaurant);
    return true;
  });
}
