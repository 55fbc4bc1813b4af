/**
 * A database the size of a busy platform's, for tests of the searches' plans: 2,000 restaurants (each its own merchant,
 * 97 cities, 31 cuisines), and at the first 50 a menu of 40 dishes. Then ANALYZE, so the planner knows the sizes.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";

export const SEARCH_DATA = { restaurants: 2_000, cities: 97, cuisines: 31, restaurantsWithMenus: 50, dishesEach: 40 };

export async function insertSearchData({ db }: DatabaseHandle): Promise<void> {
  const { restaurants, cities, cuisines, restaurantsWithMenus, dishesEach } = SEARCH_DATA;
  await db.execute(sql`
    insert into merchants (slug, name, merchant_type)
    select 'm-' || g, 'Merchant ' || g, 'restaurant' from generate_series(1, ${restaurants}::int) g`);
  await db.execute(sql`
    insert into merchant_locations (merchant_id, location_slug, branch_name, branch, address, city, country, currency, lat, lng,
      phone_number, cost, time_zone_cd, working_hours, cuisine)
    select g, 'l-' || g, 'Branch ' || g, 'b' || g, g || ' Market Street', 'City ' || (g % ${cities}::int), 'US', 'USD', 0, 0,
      '+1 555 0100', 2, 'America/New_York', '[]'::jsonb, jsonb_build_array('Cuisine ' || (g % ${cuisines}::int))
    from generate_series(1, ${restaurants}::int) g`);
  await db.execute(sql`
    insert into menu_categories (location_id, name) select g, 'Mains' from generate_series(1, ${restaurantsWithMenus}::int) g`);
  await db.execute(sql`
    insert into menu_items (location_id, category_id, name, slug, description, price, diet)
    select c.location_id, c.id, 'Dish ' || d, 'dish-' || d, 'Made of thing ' || d, 100, 'veg'
    from menu_categories c, generate_series(1, ${dishesEach}::int) d`);
  await db.execute(sql`analyze`);
}

/** The plan PostgreSQL (or PGlite) chooses for a query built by drizzle. */
export async function planOf(handle: DatabaseHandle, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const rows =
    handle.kind === "pglite"
      ? (await (handle.raw as import("@electric-sql/pglite").PGlite).query<Record<string, unknown>>(`EXPLAIN ${text}`, params)).rows
      : (await (handle.raw as import("pg").Pool).query(`EXPLAIN ${text}`, params)).rows;
  return rows.map((row) => String(row["QUERY PLAN"])).join("\n");
}
