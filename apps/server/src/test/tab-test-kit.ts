/**
 * For the dine-in tab tests (issue 13): a dine-in restaurant with a fresh table of its own, its manager and a kitchen
 * member, and rounds ordered at that table by diners who are guests (by name only) or signed in.
 */
import { randomUUID } from "node:crypto";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import type { Order } from "@forkful/contracts/orders";
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../seed/seed-staff";
import { merchantLocations } from "../db/schema/merchants";
import { orders } from "../db/schema/orders";
import { staff } from "../db/schema/staff";
import { diningTables } from "../db/schema/tables";
import { hashPassword } from "../lib/password-hash";
import { lineFor, menuOf, openRestaurants, untrackedItem } from "./order-test-kit";
import { type Answer, encodedCall, jsonCall } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

export interface TabTable {
  locationId: number;
  /** The table's own id ("TT-1a2b"), fresh for this test. */
  tableId: string;
  /** The token its QR code carries (decision 028): every table call sends it. */
  tableToken: string;
  sectionId: number;
  /** A cart line of an untracked dish without required choices. */
  line: ReturnType<typeof lineFor>;
  tokens: { manager: string; kitchen: string };
}

export async function staffToken(t: TestApp, userName: string): Promise<string> {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
}

/** A new table at the first open dine-in restaurant (or the `index`th), so no other test's tab is at it. */
export async function setUpTabTable(t: TestApp, index = 0): Promise<TabTable> {
  const restaurant = (await openRestaurants(t, "dinein"))[index]!;
  const [location] = await t.database.db.select().from(merchantLocations).where(eq(merchantLocations.id, restaurant.id));
  const sectionId = location!.tableSection[0]?.id ?? 1;
  const tableId = `TT-${randomUUID().slice(0, 6)}`;
  const [table] = await t.database.db
    .insert(diningTables)
    .values({ locationId: location!.id, tableId, name: `Table ${tableId}`, sectionId, seats: 4, sortOrder: 950 })
    .returning();
  const kitchenUser = `kitchen.tab-test-${randomUUID().slice(0, 8)}`;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await t.database.db
    .insert(staff)
    .values({ locationId: location!.id, userName: kitchenUser, fullName: "Test kitchen", passwordHash, role: "kitchen" });
  return {
    locationId: location!.id,
    tableId,
    tableToken: table!.token,
    sectionId,
    line: lineFor(untrackedItem(await menuOf(t, location!.id, "dinein"))),
    tokens: { manager: await staffToken(t, demoStaffUserName(location!.locationSlug)), kitchen: await staffToken(t, kitchenUser) },
  };
}

export interface RoundOptions {
  name?: string;
  /** A signed-in diner's or an earlier guest session's token; without one the round is ordered signed out. */
  token?: string;
  items?: ReturnType<typeof lineFor>[];
  /** The tab this round is meant for (the table order view's "Order more"). */
  orderId?: string;
  idempotencyKey?: string;
  extra?: Record<string, unknown>;
}

/** The createOrder request of a round at the table. */
export function roundRequest(table: TabTable, options: RoundOptions = {}) {
  return {
    idempotencyKey: options.idempotencyKey ?? randomUUID(),
    locationId: table.locationId,
    orderType: "dinein",
    tableId: table.tableId,
    tableToken: table.tableToken,
    items: options.items ?? [table.line],
    fullName: options.name ?? "Asha",
    orderTimeASAP: true,
    ...(options.orderId ? { orderId: options.orderId } : {}),
    ...options.extra,
  };
}

export interface PlacedRound {
  answer: Answer;
  order: Order;
  /** The diner's token: the one given, or the guest session the round opened. */
  token: string;
}

/** Orders a round at the table; expects it placed (201, or 200 for a repeated key). */
export async function orderRound(t: TestApp, table: TabTable, options: RoundOptions = {}): Promise<PlacedRound> {
  const answer = await encodedCall(t, "POST", "/order/customer/createOrder", roundRequest(table, options), { token: options.token });
  expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
  const { guestSession, ...order } = placedOrderSchema.parse(answer.body);
  const token = options.token ?? guestSession?.accessToken;
  expect(token, "a round placed signed out answers its guest session").toBeTruthy();
  return { answer, order, token: token! };
}

/** The restaurant accepts the tab (6 → 11), as the kitchen must before it starts a dish. */
export async function acceptTab(t: TestApp, table: TabTable, orderId: string): Promise<void> {
  const answer = await jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, { status: 11 }, { token: table.tokens.manager });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The tab as a diner (or anyone with a token) reads it: POST /order/customer. */
export const readTab = (t: TestApp, orderId: string, token?: string, narrow: Record<string, unknown> = {}) =>
  encodedCall(t, "POST", "/order/customer", { orderId, ...narrow }, { token });

/**
 * A table's current QR token, as the staff QR sheet shows it (it changes when a tab closes or staff renew it), its id
 * in either case; undefined for a table the restaurant does not have.
 */
export async function tableTokenOf(
  t: TestApp,
  { locationId, tableId }: { locationId: number; tableId: string },
): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ token: diningTables.token })
    .from(diningTables)
    .where(and(eq(diningTables.locationId, locationId), sql`upper(${diningTables.tableId}) = upper(${tableId})`));
  return row?.token;
}

/** The table's current QR token. */
export async function currentTableToken(t: TestApp, table: Pick<TabTable, "locationId" | "tableId">): Promise<string> {
  return (await tableTokenOf(t, table))!;
}

/** A table call's payload with the table's current QR token added (none for a table the restaurant does not have). */
export async function atTheTable<P extends { locationId: number; tableId?: string }>(t: TestApp, payload: P): Promise<P> {
  if (!payload.tableId) return payload;
  const tableToken = await tableTokenOf(t, { locationId: payload.locationId, tableId: payload.tableId });
  return tableToken === undefined ? payload : { ...payload, tableToken };
}

/** The current QR token of the table an order (a tab) is at, or undefined when it is at none. */
export async function tableTokenOfOrder(t: TestApp, orderId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ token: diningTables.token })
    .from(orders)
    .innerJoin(diningTables, and(eq(diningTables.locationId, orders.locationId), eq(diningTables.tableId, orders.tableId)))
    .where(eq(orders.id, orderId));
  return row?.token;
}

/** The tab's whole bill paid at the counter: a diner chooses to pay at the restaurant and the manager takes the money. */
export async function payTabAtCounter(t: TestApp, table: TabTable, orderId: string, dinerToken: string): Promise<void> {
  const offline = await encodedCall(
    t,
    "POST",
    "/payment/customer-initiate-offline-payment",
    { orderId, idempotencyKey: randomUUID() },
    { token: dinerToken },
  );
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);
  const taken = await jsonCall(t, "PUT", `/staff/orders/${orderId}/payment`, undefined, { token: table.tokens.manager });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
}
