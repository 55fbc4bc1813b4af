/**
 * The demo floor plans: every dine-in restaurant's tables. Runs on its own check (a location without tables gets its
 * plan), so a database seeded before tables existed gets them too.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { merchantLocations } from "../src/db/schema/merchants";
import { diningTables } from "../src/db/schema/tables";
import { DEMO_RESTAURANTS } from "./demo-restaurants";
import type { SeedRestaurant, SeedTable } from "./types";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A table in a section the location does not list would be a table no page can place: the seed refuses it. */
function checkedPlan(restaurant: SeedRestaurant): SeedTable[] {
  const sections = new Set((restaurant.location.tableSection ?? []).map((s) => s.id));
  const floor = restaurant.floor ?? [];
  const stray = floor.find((t) => !sections.has(t.sectionId));
  if (stray) throw new Error(`Seed table ${stray.tableId} of ${restaurant.location.locationSlug} is in unknown section ${stray.sectionId}`);
  return floor;
}

export async function seedDemoFloor(db: Executor): Promise<void> {
  const planned = DEMO_RESTAURANTS.filter((r) => (r.floor ?? []).length > 0);
  const slugs = planned.map((r) => r.location.locationSlug);
  if (slugs.length === 0) return;
  const locations = await db
    .select({ id: merchantLocations.id, slug: merchantLocations.locationSlug })
    .from(merchantLocations)
    .where(inArray(merchantLocations.locationSlug, slugs));
  if (locations.length === 0) return;
  const withTables = await db
    .selectDistinct({ locationId: diningTables.locationId })
    .from(diningTables)
    .where(
      inArray(
        diningTables.locationId,
        locations.map((l) => l.id),
      ),
    );
  const furnished = new Set(withTables.map((t) => t.locationId));
  for (const restaurant of planned) {
    const location = locations.find((l) => l.slug === restaurant.location.locationSlug);
    if (!location || furnished.has(location.id)) continue;
    await db
      .insert(diningTables)
      .values(checkedPlan(restaurant).map((table, sortOrder) => ({ locationId: location.id, ...table, sortOrder })));
  }
}
