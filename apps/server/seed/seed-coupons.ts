/**
 * Demo coupons and item offers for every restaurant. Runs on its own check (no coupons yet), so a database seeded
 * before coupons existed gets them too.
 */
import { asc, count, isNull } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { coupons, itemOffers } from "../src/db/schema/coupons";
import { menuItems } from "../src/db/schema/menu";
import { merchantLocations } from "../src/db/schema/merchants";

type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Amounts in minor units for each currency: [USD, INR]. */
const byCurrency = (currency: string, usd: number, inr: number) => (currency === "INR" ? inr : usd);

export function demoCoupons(locationId: number, currency: string): (typeof coupons.$inferInsert)[] {
  const money = (usd: number, inr: number) => byCurrency(currency, usd, inr);
  return [
    {
      locationId,
      code: "WELCOME10",
      description: "10% off your first order here",
      discountType: "PERCENTAGE",
      discountValue: 1000,
      maxDiscount: money(500, 15000),
      minimumOrder: 0,
      perCustomerLimit: 1,
    },
    {
      locationId,
      code: currency === "INR" ? "FLAT100" : "SAVE5",
      description: currency === "INR" ? "₹100 off orders of ₹500 or more" : "$5 off orders of $30 or more",
      discountType: "FLAT",
      discountValue: money(500, 10000),
      minimumOrder: money(3000, 50000),
    },
    {
      locationId,
      code: "PICKUP15",
      description: "15% off pickup orders",
      discountType: "PERCENTAGE",
      discountValue: 1500,
      maxDiscount: money(800, 20000),
      orderTypes: ["pickup"],
    },
    {
      locationId,
      code: "SUMMER25",
      description: "Last summer's offer",
      discountType: "PERCENTAGE",
      discountValue: 2500,
      expiresAt: new Date("2026-08-31T23:59:59Z"),
      listed: 0,
    },
  ];
}

export async function seedDemoCoupons(db: Executor): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(coupons);
  if ((existing?.n ?? 0) > 0) return;
  const locations = await db.select({ id: merchantLocations.id, currency: merchantLocations.currency }).from(merchantLocations);
  const untracked = await db
    .select({ id: menuItems.id, locationId: menuItems.locationId })
    .from(menuItems)
    .where(isNull(menuItems.stockQuantity))
    .orderBy(asc(menuItems.id));
  for (const location of locations) {
    await db.insert(coupons).values(demoCoupons(location.id, location.currency));
    const [bogo, percent] = untracked.filter((i) => i.locationId === location.id);
    const offers: (typeof itemOffers.$inferInsert)[] = [];
    if (bogo) offers.push({ locationId: location.id, itemId: bogo.id, title: "Buy one, get one free", offerType: "BOGO" });
    if (percent) offers.push({ locationId: location.id, itemId: percent.id, title: "20% off", offerType: "PERCENT_OFF", percentOff: 2000 });
    if (offers.length) await db.insert(itemOffers).values(offers);
  }
}
