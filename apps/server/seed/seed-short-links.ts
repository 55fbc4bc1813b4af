/**
 * The demo short links (issue 15), with fixed ids a newcomer can type: /ramen7 opens Sakura Street Ramen, /tacos24 the
 * taqueria's pickup menu, /nye2026 the New Year's Eve event, /gone2025 has expired. Each is added on its own check (an
 * id already there is left as it is), and only when what it points at exists. None is a table's: a short link is public
 * and guessable, so it never carries a table's QR token, and a table's landing without one asks the diner to scan the
 * table's QR code (decision 028); the seed has no such link to lead newcomers there.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { shortLinks } from "../src/db/schema/links";
import { eventMenus } from "../src/db/schema/menu";
import { merchantLocations, merchants } from "../src/db/schema/merchants";
import { diningTables } from "../src/db/schema/tables";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

interface DemoLink {
  id: string;
  locationSlug: string;
  kind: "restaurant" | "menu" | "table" | "event";
  label: string;
  /** After /{merchantType}/{locationSlug}. */
  rest: string;
  table?: string;
  event?: string;
  expiresAt?: Date;
}

export const DEMO_SHORT_LINKS: DemoLink[] = [
  { id: "ramen7", locationSlug: "sakura-street-ramen-japantown", kind: "restaurant", label: "Window sticker", rest: "" },
  {
    id: "tacos24",
    locationSlug: "mission-verde-taqueria-mission-district",
    kind: "menu",
    label: "Flyer: order pickup",
    rest: "/menu/pickup",
  },
  {
    id: "nye2026",
    locationSlug: "gramercy-table-gramercy-park",
    kind: "event",
    label: "New Year's Eve poster",
    rest: "/e/new-years-eve-2026",
    event: "new-years-eve-2026",
  },
  {
    id: "gone2025",
    locationSlug: "gramercy-table-gramercy-park",
    kind: "restaurant",
    label: "Last year's menu card",
    rest: "",
    expiresAt: new Date("2025-12-31T23:59:00Z"),
  },
];

async function pointsAtSomething(db: Executor, link: DemoLink, locationId: number): Promise<boolean> {
  if (link.table) {
    const tables = await db
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.locationId, locationId), eq(diningTables.tableId, link.table)));
    return tables.length > 0;
  }
  if (link.event) {
    const events = await db
      .select({ id: eventMenus.id })
      .from(eventMenus)
      .where(and(eq(eventMenus.locationId, locationId), eq(eventMenus.eventSlug, link.event)));
    return events.length > 0;
  }
  return true;
}

export async function seedDemoShortLinks(db: Executor): Promise<void> {
  const places = await db
    .select({ id: merchantLocations.id, slug: merchantLocations.locationSlug, merchantType: merchants.merchantType })
    .from(merchantLocations)
    .innerJoin(merchants, eq(merchants.id, merchantLocations.merchantId))
    .where(inArray(merchantLocations.locationSlug, [...new Set(DEMO_SHORT_LINKS.map((l) => l.locationSlug))]));
  for (const link of DEMO_SHORT_LINKS) {
    const place = places.find((p) => p.slug === link.locationSlug);
    if (!place || !(await pointsAtSomething(db, link, place.id))) continue;
    await db
      .insert(shortLinks)
      .values({
        id: link.id,
        locationId: place.id,
        kind: link.kind,
        label: link.label,
        target: `/${place.merchantType}/${place.slug}${link.rest}`,
        expiresAt: link.expiresAt ?? null,
      })
      .onConflictDoNothing({ target: shortLinks.id });
  }
}
