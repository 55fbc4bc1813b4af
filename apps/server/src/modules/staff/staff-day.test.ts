/**
 * GET /staff/day (issue 26): the day at a glance on a known set of orders at the owner's first restaurant (New York,
 * TEST_NOW 13:00 there): orders counted but cancelled ones, money kept net of a refund, prep and wait averaged, late
 * orders (ready after the promise, or not ready past it), by hour; another day and another restaurant left out.
 */
import { staffDayAnswerSchema } from "@forkful/contracts/day-at-a-glance";
import { OrderStatus } from "@forkful/contracts/order-status";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoOrder, demoPlaceOf, insertDemoOrders } from "../../../seed/demo-order";
import { demoDiners } from "../../../seed/seed-feedback";
import { DEMO_OWNER, DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../../seed/seed-staff";
import { merchantLocations, orderTypes } from "../../db/schema/merchants";
import { orderStatusHistory, orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { jsonCall, newIp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let theirs: { id: number; slug: string }[];
let totals: Record<string, number>;
const at = (iso: string) => new Date(iso);

/** Collected pickup orders of one restaurant (placed, accepted +2, ready +20 = the promise, picked up +29). */
async function placeOrders(locationId: number, placed: Record<string, Date>): Promise<Record<string, { id: string; total: number }>> {
  return t.database.db.transaction(async (tx) => {
    const [location] = await tx.select().from(merchantLocations).where(eq(merchantLocations.id, locationId));
    const [type] = await tx
      .select({ id: orderTypes.id })
      .from(orderTypes)
      .where(and(eq(orderTypes.locationId, locationId), eq(orderTypes.menuType, "pickup")));
    const place = await demoPlaceOf(tx, location!, type!.id);
    const [diner] = await demoDiners(tx);
    const names = Object.keys(placed);
    const list: DemoOrder[] = names.map((name, k) => ({
      orderNumber: 101 + k,
      tag: `day-${locationId}-${name}`,
      customerId: diner!.id,
      fullName: diner!.fullName,
      phone: "+12025550199",
      placedAt: placed[name]!,
      dishes: place.menu.dishes.slice(k % 3, (k % 3) + 1),
      tipPercent: 0,
    }));
    const ids = await insertDemoOrders(tx, place, list);
    const rows = await tx.select({ id: orders.id, total: orders.total }).from(orders).where(inArray(orders.id, ids));
    return Object.fromEntries(names.map((name, k) => [name, { id: ids[k]!, total: rows.find((r) => r.id === ids[k])!.total }]));
  });
}

const moveAt = (orderId: string, status: number, when: Date) =>
  t.database.db
    .update(orderStatusHistory)
    .set({ at: when })
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, status)));
const forget = (orderId: string, statuses: number[]) =>
  t.database.db
    .delete(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), inArray(orderStatusHistory.status, statuses)));

beforeAll(async () => {
  t = await createTestApp();
  const place = { id: merchantLocations.id, slug: merchantLocations.locationSlug };
  theirs = await t.database.db
    .select(place)
    .from(merchantLocations)
    .where(eq(merchantLocations.city, DEMO_OWNER.city))
    .orderBy(asc(merchantLocations.id));
  const here = await placeOrders(theirs[0]!.id, {
    onTime: at("2026-11-23T14:10:00Z"), // 09:10 in New York
    readyLate: at("2026-11-23T15:30:00Z"), // 10:30
    refunded: at("2026-11-23T15:45:00Z"), // 10:45, then cancelled and its money given back
    cooking: at("2026-11-23T17:50:00Z"), // 12:50, accepted; promised 13:10, after now (13:00)
    overdue: at("2026-11-23T17:00:00Z"), // 12:00, accepted; promised 12:20, before now
    yesterday: at("2026-11-22T20:00:00Z"),
  });
  const elsewhere = await placeOrders(theirs[1]!.id, { there: at("2026-11-23T16:00:00Z") });
  const { readyLate, refunded, cooking, overdue } = here;
  await moveAt(readyLate!.id, OrderStatus.Ready, at("2026-11-23T16:00:00Z")); // ready 28 min after accepting (10 late)
  await moveAt(readyLate!.id, OrderStatus.PickedUp, at("2026-11-23T16:05:00Z")); // handed over after 35 min
  await t.database.db.update(orders).set({ status: OrderStatus.CancelledByMerchant }).where(eq(orders.id, refunded!.id));
  await t.database.db.update(payments).set({ state: "refunded" }).where(eq(payments.orderId, refunded!.id));
  for (const open of [cooking!, overdue!]) {
    await forget(open.id, [OrderStatus.BeingPrepared, OrderStatus.Ready, OrderStatus.PickedUp]);
    await t.database.db.update(orders).set({ status: OrderStatus.Accepted }).where(eq(orders.id, open.id));
    await t.database.db.update(payments).set({ state: "at_location", collectedAmount: 0 }).where(eq(payments.orderId, open.id));
  }
  totals = Object.fromEntries(Object.entries({ ...here, ...elsewhere }).map(([name, order]) => [name, order.total]));
});
afterAll(() => t.close());

async function tokenOf(userName: string, locationId?: number) {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD, locationId }, { ip: newIp() });
  expect(answer.status).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
}
const day = (token: string, query = "") => jsonCall(t, "GET", `/staff/day${query}`, undefined, { token });

describe("GET /staff/day", () => {
  it("sums the restaurant's day in its time zone, by hour", async () => {
    expect(TEST_NOW.toISOString()).toBe("2026-11-23T18:00:00.000Z");
    const answer = await day(await tokenOf(demoStaffUserName(theirs[0]!.slug)));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [today, ...others] = staffDayAnswerSchema.parse(answer.body).days;
    expect(others).toEqual([]);
    expect(today!.date).toBe("2026-11-23");
    expect(today!.restaurant).toMatchObject({ locationId: theirs[0]!.id, current: true, timeZone: "America/New_York" });
    // Cancelled left out; the refund keeps nothing; open orders paid at the counter later keep nothing yet.
    expect(today!.figures).toEqual({
      orders: 4,
      revenue: totals.onTime! + totals.readyLate!,
      averagePrepMinutes: (18 + 28) / 2,
      averageWaitMinutes: (29 + 35) / 2,
      lateOrders: 2,
    });
    expect(today!.hours).toEqual([
      { hour: 9, orders: 1, revenue: totals.onTime, averagePrepMinutes: 18, averageWaitMinutes: 29, lateOrders: 0 },
      { hour: 10, orders: 1, revenue: totals.readyLate, averagePrepMinutes: 28, averageWaitMinutes: 35, lateOrders: 1 },
      { hour: 12, orders: 2, revenue: 0, averagePrepMinutes: null, averageWaitMinutes: null, lateOrders: 1 },
    ]);
  });

  it("reads another day when asked, and refuses a date that is none (400)", async () => {
    const token = await tokenOf(demoStaffUserName(theirs[0]!.slug));
    const [yesterday] = staffDayAnswerSchema.parse((await day(token, "?date=2026-11-22")).body).days;
    expect([yesterday!.date, yesterday!.figures.orders, yesterday!.figures.revenue]).toEqual(["2026-11-22", 1, totals.yesterday]);
    const [empty] = staffDayAnswerSchema.parse((await day(token, "?date=2026-01-01")).body).days;
    expect(empty).toMatchObject({ figures: { orders: 0, revenue: 0, averagePrepMinutes: null, lateOrders: 0 }, hours: [] });
    for (const bad of ["?date=2026-02-30", "?date=yesterday", "?all=yes"]) expect((await day(token, bad)).status, bad).toBe(400);
  });

  it("gives an owner every restaurant of theirs with all=1, the one they are at first; a manager only their own", async () => {
    const owner = await tokenOf(DEMO_OWNER.userName, theirs[1]!.id);
    const days = staffDayAnswerSchema.parse((await day(owner, "?all=1")).body).days;
    expect(days.map((d) => [d.restaurant.locationId, d.restaurant.current, d.figures.orders])).toEqual([
      [theirs[1]!.id, true, 1],
      [theirs[0]!.id, false, 4],
    ]);
    expect(days[0]!.figures.revenue).toBe(totals.there);
    const alone = staffDayAnswerSchema.parse((await day(owner)).body).days;
    expect(alone.map((d) => d.restaurant.locationId)).toEqual([theirs[1]!.id]);
    const manager = await tokenOf(demoStaffUserName(theirs[1]!.slug));
    const own = staffDayAnswerSchema.parse((await day(manager, "?all=1")).body).days;
    expect(own.map((d) => [d.restaurant.locationId, d.figures.orders])).toEqual([[theirs[1]!.id, 1]]);
  });

  it("is refused to the host and the kitchen (403) and to nobody (401); another restaurant's manager reads only theirs", async () => {
    for (const userName of [demoHostUserName, demoKitchenUserName]) {
      expect((await day(await tokenOf(userName(theirs[0]!.slug)))).status).toBe(403);
    }
    expect((await jsonCall(t, "GET", "/staff/day", undefined)).status).toBe(401);
    const [elsewhere] = await t.database.db
      .select({ slug: merchantLocations.locationSlug, id: merchantLocations.id })
      .from(merchantLocations)
      .where(ne(merchantLocations.city, DEMO_OWNER.city))
      .limit(1);
    const theirDays = staffDayAnswerSchema.parse((await day(await tokenOf(demoStaffUserName(elsewhere!.slug)), "?all=1")).body).days;
    expect(theirDays.map((d) => [d.restaurant.locationId, d.figures.orders])).toEqual([[elsewhere!.id, 0]]);
  });
});
