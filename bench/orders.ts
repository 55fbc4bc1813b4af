/**
 * Order placement for `npm run bench`: a guest pickup order with a fresh idempotency key on every request, at 20
 * connections, on PGlite and on PostgreSQL. Afterwards the orders in the database are counted (read-only, outside
 * the app) and compared with the successful answers the run got.
 */
import { randomUUID } from "node:crypto";
import { encodeRequest } from "@forkful/contracts/envelope";
import type { MenuData } from "@forkful/contracts/menu";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import type { createOrderRequestSchema } from "@forkful/contracts/orders";
import { count, eq } from "drizzle-orm";
import type { z } from "zod";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/db/client";
import { orders } from "../apps/server/src/db/schema/orders";
import {
  API,
  type BenchContext,
  type BenchRequest,
  type CallScenario,
  decodeAnswer,
  JSON_HEADERS,
  noFailures,
  restaurantListRequest,
  VERSION,
} from "./scenarios";

/** Every order of this run carries this name, so only they are counted, whatever else the database holds. */
export const BENCH_DINER = `Bench Diner ${randomUUID().slice(0, 8)}`;

type OrderRequest = z.input<typeof createOrderRequestSchema>;
type OrderTime = Pick<OrderRequest, "orderTimeASAP" | "scheduledAt">;

interface Slots {
  asapAvailable: boolean;
  slots: { startsAt: string }[];
}

export async function post<T>(context: BenchContext, path: string, payload: unknown): Promise<T> {
  const request: BenchRequest = { method: "POST", path, headers: JSON_HEADERS, body: JSON.stringify(encodeRequest(payload)) };
  const { status, body } = await context.call(request);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${body.toString().slice(0, 300)}`);
  return decodeAnswer<T>(body);
}

/** An item any diner can order as it is: no stock limit, no required choice. */
export async function plainItem(context: BenchContext, locationId: number): Promise<MenuData["menu"][number] | undefined> {
  const path = `${API}/merchants/locations/${locationId}/menu?orderType=pickup`;
  const { status, body } = await context.call({ method: "GET", path, headers: VERSION });
  if (status !== 200) throw new Error(`${path} answered ${status}: ${body.toString().slice(0, 300)}`);
  return decodeAnswer<MenuData>(body).menu.find(
    (item) => item.display === 1 && item.stockQuantity === null && item.modifiers.every((modifier) => modifier.minChoices < 1),
  );
}

/** ASAP when the restaurant takes it now; otherwise a slot at least 30 minutes ahead (the last one if none is). */
export async function orderTime(context: BenchContext, locationId: number): Promise<OrderTime | undefined> {
  const { asapAvailable, slots } = await post<Slots>(context, `${API}/order/slots/v2`, { locationId, orderType: "pickup" });
  if (asapAvailable) return { orderTimeASAP: true };
  const later = Date.now() + 30 * 60_000;
  const slot = slots.find((candidate) => Date.parse(candidate.startsAt) >= later) ?? slots.at(-1);
  return slot ? { orderTimeASAP: false, scheduledAt: slot.startsAt } : undefined;
}

interface Choice {
  restaurant: RestaurantSummary;
  itemId: number;
  itemName: string;
  time: OrderTime;
}

/** An open restaurant taking ASAP pickup orders if there is one, else the first taking scheduled pickup orders. */
async function choose(context: BenchContext): Promise<Choice> {
  const { restaurants } = await post<{ restaurants: RestaurantSummary[] }>(context, restaurantListRequest().path, {});
  const pickup = restaurants.filter((restaurant) => restaurant.orderTypes.some((type) => type.menuType === "pickup"));
  let scheduled: Choice | undefined;
  for (const restaurant of [...pickup].sort((a, b) => b.open - a.open)) {
    const time = await orderTime(context, restaurant.id);
    if (!time || (scheduled && !time.orderTimeASAP)) continue;
    const item = await plainItem(context, restaurant.id);
    if (!item) continue;
    const choice = { restaurant, itemId: item.itemId, itemName: item.itemName, time };
    if (time.orderTimeASAP) return choice;
    scheduled = choice;
  }
  if (!scheduled) throw new Error("no seeded restaurant takes pickup orders with a plain item: is the demo data seeded?");
  return scheduled;
}

export const orderPlacement: CallScenario = {
  name: "order placement (POST createOrder)",
  connections: 20,
  everyDatabase: true,
  countsOrders: true,
  targets: [noFailures],
  async prepare(context) {
    const { restaurant, itemId, itemName, time } = await choose(context);
    const order = (): OrderRequest => ({
      idempotencyKey: randomUUID(),
      locationId: restaurant.id,
      orderType: "pickup",
      items: [{ itemId, quantity: 1, options: [] }],
      fullName: BENCH_DINER,
      phone: "+14155550142",
      ...time,
    });
    const freshBody = () => JSON.stringify(encodeRequest(order()));
    const when = time.orderTimeASAP ? "ASAP" : `scheduled ${time.scheduledAt}`;
    return {
      method: "POST",
      path: `${API}/order/customer/createOrder`,
      headers: JSON_HEADERS,
      body: freshBody(),
      freshBody,
      note: `guest pickup, ${when}: 1 × ${itemName} at ${restaurant.merchantName} ${restaurant.branchName} (${restaurant.open ? "open" : "closed"})`,
    };
  },
};

/**
 * Counts this run's orders straight from the database, read-only: PostgreSQL at `url`, or the embedded PGlite in
 * `dataDir` (only once the server has stopped: PGlite allows one process at a time).
 */
export async function countBenchOrders(database: DatabaseOptions): Promise<number> {
  const handle = await openDatabase({ ...database, poolSize: 1 });
  try {
    const [row] = await handle.db.select({ orders: count() }).from(orders).where(eq(orders.fullName, BENCH_DINER));
    return row?.orders ?? 0;
  } finally {
    await handle.close();
  }
}
