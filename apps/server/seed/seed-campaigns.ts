/**
 * Demo campaigns (running around the day the demo is seeded, each with dishes, an offer and a coupon of
 * seed-coupons.ts) and an upcoming event page. Runs on its own check (no campaigns yet), so older databases get them.
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { campaigns } from "../src/db/schema/campaigns";
import { eventMenuItems, eventMenus, eventSlots, menuItems } from "../src/db/schema/menu";
import { merchantLocations, orderTypes } from "../src/db/schema/merchants";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

interface DemoCampaign {
  locationSlug: string;
  title: string;
  summary: string;
  description: string;
  offerText: string;
  dishCount: number;
}

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    locationSlug: "sakura-street-ramen-japantown",
    title: "Ramen Week",
    summary: "Our chef's three favourite bowls, all week long",
    description: "Slow-simmered broths and hand-pulled noodles. Order any bowl for pickup and take 15% off with the code.",
    offerText: "15% off pickup orders",
    dishCount: 3,
  },
  {
    locationSlug: "bombay-spice-house-indiranagar",
    title: "Biryani Festival",
    summary: "Dum biryanis and the curries that go with them",
    description: "Sealed and slow-cooked the old way. Pick up your biryani and save 15% with the code.",
    offerText: "15% off pickup orders",
    dishCount: 3,
  },
  {
    locationSlug: "hudson-slice-co-west-village",
    title: "Slice of the Month",
    summary: "New pies from the deck oven",
    description: "Our newest pies, baked to order. First order here? Take 10% off with the code.",
    offerText: "10% off your first order",
    dishCount: 2,
  },
];

/** The upcoming event page of the demo: a fortnight after the demo is seeded, so it never lies in the past on day one. */
export const DEMO_EVENT = {
  locationSlug: "sakura-street-ramen-japantown",
  eventSlug: "ramen-masterclass",
  name: "Ramen Masterclass Night",
  description: "A tasting menu of our broths, with the chef at the counter. Two sittings; order ahead for your slot.",
  inDays: 14,
  slots: [
    { label: "First sitting", startsAt: "18:00", endsAt: "19:30", capacity: 20 },
    { label: "Second sitting", startsAt: "20:00", endsAt: "21:30", capacity: 20 },
  ],
  dishCount: 4,
};

/** Dishes diners can order from `menuType`, untracked stock first (they never sell out in the demo). */
async function orderableDishes(db: Executor, locationId: number, menuType: string, howMany: number): Promise<number[]> {
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.locationId, locationId),
        eq(menuItems.display, 1),
        isNull(menuItems.stockQuantity),
        sql`${menuItems.visibleTo} @> '["C"]'::jsonb`,
        sql`${menuItems.menuTypes} @> ${JSON.stringify([menuType])}::jsonb`,
      ),
    )
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.id))
    .limit(howMany);
  return rows.map((r) => r.id);
}

async function locationOf(db: Executor, locationSlug: string) {
  const [location] = await db
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(eq(merchantLocations.locationSlug, locationSlug));
  if (!location) return null;
  const types = await db.select({ menuType: orderTypes.menuType }).from(orderTypes).where(eq(orderTypes.locationId, location.id));
  const menuType = types.some((t) => t.menuType === "pickup") ? "pickup" : (types[0]?.menuType ?? "pickup");
  return { id: location.id, menuType };
}

export async function seedDemoCampaigns(db: Executor, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(campaigns);
  if ((existing?.n ?? 0) > 0) return;
  for (const demo of DEMO_CAMPAIGNS) {
    const location = await locationOf(db, demo.locationSlug);
    if (!location) continue;
    const { dishCount, locationSlug: _, ...text } = demo;
    await db.insert(campaigns).values({
      ...text,
      locationId: location.id,
      startsOn: dayFrom(now, -3),
      endsOn: dayFrom(now, 27),
      itemIds: await orderableDishes(db, location.id, location.menuType, dishCount),
      couponCode: location.menuType === "pickup" && demo.offerText.includes("pickup") ? "PICKUP15" : "WELCOME10",
      menuType: location.menuType,
    });
  }
  await seedDemoEvent(db, now);
}

async function seedDemoEvent(db: Executor, now: Date): Promise<void> {
  const location = await locationOf(db, DEMO_EVENT.locationSlug);
  if (!location) return;
  const [event] = await db
    .insert(eventMenus)
    .values({
      locationId: location.id,
      eventSlug: DEMO_EVENT.eventSlug,
      name: DEMO_EVENT.name,
      description: DEMO_EVENT.description,
      eventDate: dayFrom(now, DEMO_EVENT.inDays),
    })
    .onConflictDoNothing()
    .returning({ id: eventMenus.id });
  if (!event) return;
  await db.insert(eventSlots).values(DEMO_EVENT.slots.map((slot) => ({ ...slot, eventMenuId: event.id })));
  const dishes = await orderableDishes(db, location.id, location.menuType, DEMO_EVENT.dishCount);
  await db.insert(eventMenuItems).values(dishes.map((itemId) => ({ eventMenuId: event.id, itemId })));
}
