/**
 * Past demo orders, written as the server writes a diner's: lines priced from the menu by the server's own pricing
 * (the options a dish requires chosen), the totals it would compute, a status history that walks the order state
 * machine from placed to picked up, and the payment at the counter that paid each (at the location, then collected).
 * A restaurant's orders are written together, a few statements in all, so seeding stays quick.
 */
import { createHash, randomUUID } from "node:crypto";
import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import { OrderStatus } from "@forkful/contracts/order-status";
import { computeTotals } from "@forkful/contracts/order-totals";
import { PaymentStatus } from "@forkful/contracts/payments";
import { paymentDueAfter } from "@forkful/contracts/unpaid-orders";
import { and, eq } from "drizzle-orm";
import type { Database } from "../src/db/client";
import type { menuItems } from "../src/db/schema/menu";
import type { merchantLocations } from "../src/db/schema/merchants";
import { orderItems, orderStatusHistory, orders } from "../src/db/schema/orders";
import { paymentEvents, payments } from "../src/db/schema/payments";
import { staff } from "../src/db/schema/staff";
import { menuItemsFor, modifiersOfDishes } from "../src/modules/menu/public";
import { localDateOf } from "../src/modules/merchants/public";
import { type ModifierForPricing, modifiersForPricing, priceCart, taxRatesOf } from "../src/modules/orders/order-pricing";
import type { Transaction } from "./insert-restaurant";

type Location = typeof merchantLocations.$inferSelect;
type MenuItem = typeof menuItems.$inferSelect;

/** A restaurant's pickup menu as diners see it (shown, with a picture, in menu order) and its dishes' modifiers. */
export interface DemoMenu {
  dishes: MenuItem[];
  modifiers: ModifierForPricing[];
}

export interface DemoPlace {
  location: Location;
  orderTypeId: number;
  /** The restaurant's demo manager, who moved the orders along (null: no staff seeded). */
  managerId: string | null;
  menu: DemoMenu;
}

export interface DemoOrder {
  orderNumber: number;
  /** Makes the stored request hash unique to this demo order. */
  tag: string;
  customerId: string;
  fullName: string;
  phone: string;
  placedAt: Date;
  /** Dishes of the menu, one of each, with the fewest options each requires (the first ones). */
  dishes: MenuItem[];
  /** A percentage tip (0: none). */
  tipPercent: number;
  /** Minutes the kitchen ran past the promised time (the day at a glance counts it late); none when absent. */
  lateMinutes?: number;
}

const MINUTE_MS = 60_000;
/** A collected pickup order's walk through the order state machine. */
const PICKUP_WALK = [OrderStatus.Created, OrderStatus.Accepted, OrderStatus.BeingPrepared, OrderStatus.Ready, OrderStatus.PickedUp];

const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE_MS);

/** The demo place of a location: its pickup order type, its manager and its menu. */
export async function demoPlaceOf(tx: Transaction, location: Location, orderTypeId: number): Promise<DemoPlace> {
  const [manager] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.locationId, location.id), eq(staff.role, "manager")))
    .limit(1);
  return { location, orderTypeId, managerId: manager?.id ?? null, menu: await demoMenuOf(tx, location.id) };
}

/** The pickup menu and its modifiers as the server reads them to price a diner's cart (order-quote.ts). */
async function demoMenuOf(tx: Transaction, locationId: number): Promise<DemoMenu> {
  // The menu's reads take the database; here they read through the seeding transaction, as the rest of the seed writes.
  const db = tx as unknown as Database;
  const rows = await menuItemsFor(db, { locationId, menuType: "pickup", audience: CUSTOMER_AUDIENCE });
  const dishes = rows.map((r) => r.item).filter((d) => d.mediaId !== null);
  return {
    dishes,
    modifiers: modifiersForPricing(
      await modifiersOfDishes(
        db,
        dishes.map((d) => d.id),
      ),
    ),
  };
}

/** Prices the cart as the server does: the lines (with their tax rates) and the order's totals. */
function priceDemoCart({ location, menu }: DemoPlace, order: DemoOrder) {
  const cart = order.dishes.map((dish) => ({
    itemId: dish.id,
    quantity: 1,
    options: menu.modifiers
      .filter((m) => m.itemId === dish.id)
      .flatMap((m) => m.options.slice(0, m.minChoices).map((o) => ({ modifierOptionId: o.id, quantity: 1 }))),
  }));
  const rates = taxRatesOf(location);
  const items = order.dishes.map((i) => ({ id: i.id, name: i.name, price: i.price, taxRate: i.taxRate, stockQuantity: null }));
  const lines = priceCart(cart, items, menu.modifiers, rates);
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPrice: l.unitPrice, optionPrices: l.options, quantity: l.quantity, taxRate: l.taxRate })),
    rates,
    deliveryFee: 0,
    tip: order.tipPercent > 0 ? { tipType: "PERCENTAGE", tipValue: order.tipPercent } : null,
    discount: 0,
    walletRequested: 0,
    walletAvailable: 0,
  });
  const { isDiscountApplied: _, ...money } = totals;
  return { lines, totals: money };
}

/** The moments of the walk: placed, accepted, in the kitchen, ready by the restaurant's pickup time, collected. */
function walkTimes(placedAt: Date, pickUpEta: number): Date[] {
  return [placedAt, later(placedAt, 2), later(placedAt, 4), later(placedAt, pickUpEta), later(placedAt, pickUpEta + 9)];
}

/** Writes a restaurant's collected pickup orders with their lines, histories and counter payments; answers their ids. */
export async function insertDemoOrders(tx: Transaction, place: DemoPlace, demoOrders: DemoOrder[]): Promise<string[]> {
  if (demoOrders.length === 0) return [];
  const { location } = place;
  const priced = demoOrders.map((order) => {
    if (order.dishes.length === 0) throw new Error(`demo order ${order.tag} has no dishes`);
    const readyAfter = location.defaultPickUpEta + (order.lateMinutes ?? 0);
    return { order, ...priceDemoCart(place, order), times: walkTimes(order.placedAt, readyAfter) };
  });
  const ids = priced.map(() => randomUUID());
  await tx.insert(orders).values(
    priced.map(({ order, totals, times }, k) => ({
      id: ids[k]!,
      orderNumber: String(order.orderNumber),
      idempotencyKey: randomUUID(),
      requestHash: createHash("sha256").update(order.tag).digest("hex"),
      locationId: location.id,
      orderType: "pickup" as const,
      orderTypeId: place.orderTypeId,
      status: OrderStatus.PickedUp,
      paymentStatus: PaymentStatus.Collected,
      customerId: order.customerId,
      fullName: order.fullName,
      phone: order.phone,
      currency: location.currency,
      ...totals,
      tipType: order.tipPercent > 0 ? ("PERCENTAGE" as const) : ("FLATFEE" as const),
      orderTimeAsap: true,
      orderDate: localDateOf(order.placedAt, location.timeZoneCd),
      etaAt: later(order.placedAt, location.defaultPickUpEta),
      paymentDueAt: paymentDueAfter(order.placedAt),
      createdAt: order.placedAt,
      updatedAt: times.at(-1)!,
    })),
  );
  await tx
    .insert(orderItems)
    .values(priced.flatMap(({ lines }, k) => lines.map((line, sortOrder) => ({ ...line, orderId: ids[k]!, comment: null, sortOrder }))));
  const staffActor = place.managerId ? `staff:${place.managerId}` : "staff";
  await tx.insert(orderStatusHistory).values(
    priced.flatMap(({ order, times }, k) =>
      PICKUP_WALK.map((status, step) => ({
        orderId: ids[k]!,
        status,
        actor: step === 0 ? `customer:${order.customerId}` : staffActor,
        at: times[step]!,
      })),
    ),
  );
  await insertCounterPayments(
    tx,
    location,
    priced.map(({ order, totals, times }, k) => ({
      orderId: ids[k]!,
      amount: totals.total,
      placedAt: order.placedAt,
      collectedAt: times.at(-1)!,
    })),
  );
  return ids;
}

/** Pay at the restaurant: chosen a minute after placing, collected at the counter when the order is picked up. */
async function insertCounterPayments(
  tx: Transaction,
  location: Location,
  paid: { orderId: string; amount: number; placedAt: Date; collectedAt: Date }[],
): Promise<void> {
  const ids = paid.map(() => randomUUID());
  await tx.insert(payments).values(
    paid.map(({ orderId, amount, placedAt, collectedAt }, k) => ({
      id: ids[k]!,
      orderId,
      startKey: randomUUID(),
      paymentType: "POS" as const,
      state: "collected" as const,
      amount,
      currency: location.currency,
      collectedAmount: amount,
      createdAt: later(placedAt, 1),
      updatedAt: collectedAt,
    })),
  );
  await tx.insert(paymentEvents).values(
    paid.flatMap(({ placedAt, collectedAt }, k) => [
      { paymentId: ids[k]!, kind: "offline.initiated", state: "at_location" as const, at: later(placedAt, 1) },
      { paymentId: ids[k]!, kind: "offline.collected", state: "collected" as const, at: collectedAt },
    ]),
  );
}
