/**
 * A few weeks of past, collected pickup orders at each demo restaurant, so the menu's Popular section has something to
 * show on `npm start`. Seeded only with a fresh demo dataset (main.ts), never in the API tests' databases.
 */
import { createHash, randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { orderItems, orders } from "../src/db/orders-schema";
import { menuItems, merchantLocations, orderTypes } from "../src/db/schema";

/** Past orders per restaurant; dish k of the favourites is in every (k+1)th, so the first is the most popular. */
const PAST_ORDERS = 14;
const FAVOURITES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Below the first number a real order takes (1001), so none collides. */
const FIRST_NUMBER = 101;

const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);

export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<void> {
  const places = await db
    .select({ location: merchantLocations, orderTypeId: orderTypes.id })
    .from(merchantLocations)
    .innerJoin(orderTypes, and(eq(orderTypes.locationId, merchantLocations.id), eq(orderTypes.menuType, "pickup")));
  for (const { location, orderTypeId } of places) {
    const dishes = await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.locationId, location.id), eq(menuItems.display, 1), isNotNull(menuItems.mediaId)))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    const pickup = dishes.filter((d) => d.menuTypes.includes("pickup") && d.visibleTo.includes("C"));
    // Favourites spread over the menu rather than its first category only.
    const favourites = Array.from({ length: FAVOURITES }, (_, k) => pickup[(k * 7 + 2) % Math.max(pickup.length, 1)]).filter(
      (d, k, all) => d && all.indexOf(d) === k,
    ) as (typeof menuItems.$inferSelect)[];
    if (favourites.length === 0) continue;
    for (let n = 0; n < PAST_ORDERS; n += 1) {
      const lines = favourites.filter((_, k) => n % (k + 1) === 0);
      const placedAt = new Date(now.getTime() - (n + 1) * 1.5 * DAY_MS);
      const subtotal = lines.reduce((sum, d) => sum + d.price, 0);
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: String(FIRST_NUMBER + n),
          idempotencyKey: randomUUID(),
          requestHash: createHash("sha256").update(`demo-${location.id}-${n}`).digest("hex"),
          locationId: location.id,
          orderType: "pickup",
          orderTypeId,
          status: OrderStatus.PickedUp,
          fullName: "Demo diner",
          phone: "+12025550199",
          currency: location.currency,
          subtotal,
          tax: 0,
          deliveryFee: 0,
          tip: 0,
          tipType: "FLATFEE",
          discount: 0,
          walletRedeemed: 0,
          total: subtotal,
          orderTimeAsap: true,
          orderDate: localDate(placedAt, location.timeZoneCd),
          createdAt: placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      await db.insert(orderItems).values(
        lines.map((d, i) => ({
          orderId: order!.id,
          itemId: d.id,
          itemName: d.name,
          quantity: 1,
          unitPrice: d.price,
          options: [],
          subtotal: d.price,
          taxRate: 0,
          sortOrder: i,
        })),
      );
    }
  }
}
