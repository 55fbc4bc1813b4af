/**
 * The demo kitchens' stations (issue 26): every restaurant without stations gets a hot line and a cold station, and a
 * bar when its menu has drinks, each dish routed by its category's name. Runs on its own check, so a database seeded
 * before stations existed gets them too.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { kitchenStations } from "../src/db/schema/kitchen";
import { menuCategories } from "../src/db/schema/menu";
import { merchantLocations } from "../src/db/schema/merchants";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const BAR = /drink|beverage|juice|coffee|tea|shake|lassi|soda|bar|cocktail|beer|wine/i;
const COLD = /salad|dessert|sweet|cold|ice|raw|sushi|dip|side|chaat|bake|bread|pastr|cake/i;

/** Which station a category goes to, by its name. */
export const stationOfCategory = (name: string) => (BAR.test(name) ? "bar" : COLD.test(name) ? "cold" : "hot");

export async function seedDemoKitchenStations(db: Executor): Promise<void> {
  const done = new Set((await db.selectDistinct({ id: kitchenStations.locationId }).from(kitchenStations)).map((r) => r.id));
  const locations = await db.select({ id: merchantLocations.id }).from(merchantLocations).orderBy(asc(merchantLocations.id));
  for (const { id } of locations.filter((l) => !done.has(l.id))) {
    const categories = await db.select().from(menuCategories).where(eq(menuCategories.locationId, id));
    const routed = (key: string) => categories.filter((c) => stationOfCategory(c.name) === key).map((c) => c.id);
    const stations = [
      { key: "hot", name: "Hot line", categoryIds: routed("hot") },
      { key: "cold", name: "Cold & pastry", categoryIds: routed("cold") },
      { key: "bar", name: "Bar", categoryIds: routed("bar") },
    ].filter((s, i) => i < 2 || s.categoryIds.length > 0);
    await db.insert(kitchenStations).values(stations.map((s, sortOrder) => ({ ...s, dishIds: [], locationId: id, sortOrder })));
  }
}
