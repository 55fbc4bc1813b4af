/**
 * Late orders look after themselves (issue 26), on a fixed clock: an order still in the kitchen a grace past its
 * promised time gets a new time and its diner is told once (tracker, text, history); a threshold past the first
 * promise a credit is given once (automatic) or offered and given once by the manager; two sweeps at once tell once;
 * an order ready in time or cancelled is never told. The rules and the credit call are the manager's, of their own restaurant.
 */
import { randomUUID } from "node:crypto";
import { LATE_NEW_TIME_MINUTES, LATE_ORDER_REFUSALS, lateOrderRulesSchema } from "@forkful/contracts/late-orders";
import { OrderStatus } from "@forkful/contracts/order-status";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { staffOrderSchema } from "@forkful/contracts/staff";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { SmsMessage } from "../../integrations/sms/sms-sender";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { pay } from "../../test/payment-test-kit";
import { jsonCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { followUpLateOrders } from "./follow-up-late-orders";

const clock = mutableClock();
let t: TestApp;
let locationId: number;
const texts: SmsMessage[] = [];
const heard: { orderId: string; runningLate?: true; etaTime?: string }[] = [];
const events = createInProcessEvents();
/** The orders each test placed: put out of the kitchen after it, so the next test's sweeps see only its own. */
const testOrders: string[] = [];
const sweepDeps = () => ({
  db: t.database.db,
  clock: clock.now,
  events,
  sms: { provider: "test", send: async (message: SmsMessage) => void texts.push(message) },
  log: { warn: () => {} },
});
const sweep = () => followUpLateOrders(sweepDeps(), clock.now());
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  locationId = (await openRestaurants(t, "pickup")).find((r) => r.currency === "USD")!.id;
  events.subscribe("orderStatus", { location: locationId }, (event) => void heard.push(event));
  return () => t.close();
});
afterEach(async () => {
  const token = await manager();
  for (const orderId of testOrders.splice(0))
    await jsonCall(
      t,
      "PUT",
      `/staff/orders/${orderId}/status`,
      { status: OrderStatus.CancelledByMerchant, reason: "Test over" },
      { token },
    );
  clock.advance(TEST_NOW.getTime() - clock.now().getTime());
});

const manager = async () => (await staffMember(t, locationId, "manager")).token;
const setRules = async (rules: object, token?: string) =>
  jsonCall(t, "PUT", "/staff/late-orders", rules, { token: token ?? (await manager()) });
const walletOf = async (customerId: string) =>
  (await t.database.db.select({ w: customers.walletAmount }).from(customers).where(eq(customers.id, customerId)))[0]!.w;

/** A signed-up diner's order, to be paid at the counter, accepted with a 20-minute prep time (promised at now + 20). */
async function acceptedOrder(): Promise<{ order: Order; customerId: string }> {
  const diner = await signUpByOtp(t);
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  const placed = await placeOrder(
    t,
    { ...orderRequest(locationId, [lineFor(item)]), customerId: diner.customerId, phone: diner.mobilePhone },
    diner.accessToken,
  );
  expect(placed.status, messageOf(placed)).toBe(201);
  const orderId = (placed.body as { orderId: string }).orderId;
  const atCounter = await pay(t, "customer-initiate-offline-payment", { orderId, idempotencyKey: randomUUID() }, diner.accessToken);
  expect(atCounter.status, messageOf(atCounter)).toBe(200);
  testOrders.push(orderId);
  const accepted = await move(orderId, OrderStatus.Accepted, { prepMinutes: 20 });
  return { order: accepted, customerId: diner.customerId };
}

async function move(orderId: string, status: number, extra: object = {}): Promise<Order> {
  const answer = await jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, { status, ...extra }, { token: await manager() });
  expect(answer.status, messageOf(answer)).toBe(200);
  return orderSchema.parse(answer.body);
}

const staffRead = async (orderId: string) =>
  staffOrderSchema.parse((await jsonCall(t, "GET", `/staff/orders/${orderId}`, undefined, { token: await manager() })).body);

describe("an order running late", () => {
  it("is told once, a grace past its promise, with a new time: tracker, text, order and history", async () => {
    await setRules({ graceMinutes: 5, creditAfterMinutes: 20, creditAmount: 0, creditAutomatic: false });
    const { order } = await acceptedOrder();
    const promisedAt = order.etaTime!;
    clock.advance(minutes(24));
    expect((await sweep()).told, "within the grace").toBe(0);
    clock.advance(minutes(1));
    expect((await sweep()).told).toBe(1);
    const newTime = new Date(clock.now().getTime() + minutes(LATE_NEW_TIME_MINUTES)).toISOString();
    expect(heard.filter((e) => e.orderId === order.orderId)).toEqual([expect.objectContaining({ runningLate: true, etaTime: newTime })]);
    expect(texts.filter((m) => m.to === order.phone)).toHaveLength(1);
    expect(texts.find((m) => m.to === order.phone)?.body).toMatch(/running late\. New time \d{1,2}:\d{2} [AP]M\./);

    const read = await staffRead(order.orderId);
    expect(read.etaTime).toBe(newTime);
    expect(read.late).toEqual({ promisedAt, newTime, toldAt: clock.now().toISOString(), credit: null });
    expect(read.timeline.at(-1)).toMatchObject({ label: expect.stringMatching(/^Running late — new time /), by: { kind: "system" } });

    clock.advance(minutes(LATE_NEW_TIME_MINUTES + 5));
    expect((await sweep()).told, "never told twice, even past the new time").toBe(0);
    expect(texts.filter((m) => m.to === order.phone)).toHaveLength(1);
  });

  it("two sweeps at once tell it once", async () => {
    const { order } = await acceptedOrder();
    clock.advance(minutes(26));
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.told + b.told).toBe(1);
    expect(texts.filter((m) => m.to === order.phone)).toHaveLength(1);
  });

  it("ready in time, or cancelled, is never told", async () => {
    const ready = (await acceptedOrder()).order;
    const cancelled = (await acceptedOrder()).order;
    await move(ready.orderId, OrderStatus.BeingPrepared);
    await move(ready.orderId, OrderStatus.Ready);
    await move(cancelled.orderId, OrderStatus.CancelledByMerchant, { reason: "Out of dough" });
    clock.advance(minutes(60));
    await sweep();
    expect(heard.filter((e) => [ready.orderId, cancelled.orderId].includes(e.orderId) && e.runningLate)).toEqual([]);
    expect((await staffRead(ready.orderId)).late).toBeNull();
    expect((await staffRead(cancelled.orderId)).late).toBeNull();
  });
});

describe("the credit for a long wait", () => {
  it("is given automatically once, past the threshold, to the diner's wallet", async () => {
    await setRules({ graceMinutes: 5, creditAfterMinutes: 20, creditAmount: 300, creditAutomatic: true });
    const { order, customerId } = await acceptedOrder();
    const before = await walletOf(customerId);
    clock.advance(minutes(26));
    expect(await sweep()).toEqual({ told: 1, credited: 0 });
    clock.advance(minutes(14));
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a.credited + b.credited).toBe(1);
    expect((await sweep()).credited).toBe(0);
    expect(await walletOf(customerId)).toBe(before + 300);
    expect((await staffRead(order.orderId)).late?.credit).toEqual({ amount: 300, state: "given", givenAt: clock.now().toISOString() });
  });

  it("is offered to the manager, who gives it once; another restaurant's manager and the kitchen are refused", async () => {
    await setRules({ graceMinutes: 5, creditAfterMinutes: 20, creditAmount: 250, creditAutomatic: false });
    const { order, customerId } = await acceptedOrder();
    const before = await walletOf(customerId);
    const give = async (token: string) => jsonCall(t, "POST", `/staff/orders/${order.orderId}/late-credit`, undefined, { token });
    clock.advance(minutes(26));
    await sweep();
    const early = await give(await manager());
    expect([early.status, messageOf(early)]).toEqual([409, LATE_ORDER_REFUSALS.noCreditOffered]);
    clock.advance(minutes(15));
    expect((await sweep()).credited).toBe(1);
    expect(await walletOf(customerId)).toBe(before);
    expect((await staffRead(order.orderId)).late?.credit).toEqual({ amount: 250, state: "offered", givenAt: null });

    expect((await give((await staffElsewhere(t, locationId, "manager")).token)).status).toBe(403);
    expect((await give((await staffMember(t, locationId, "kitchen")).token)).status).toBe(403);
    expect((await give((await staffMember(t, locationId, "host")).token)).status).toBe(403);
    const token = await manager();
    const [first, second] = await Promise.all([give(token), give(token)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await walletOf(customerId)).toBe(before + 250);
    const again = await give(token);
    expect([again.status, messageOf(again)]).toEqual([409, LATE_ORDER_REFUSALS.creditAlreadyGiven]);
    expect((await sweep()).credited).toBe(0);
  });
});

describe("the late-order rules", () => {
  it("are the defaults until the manager sets them; each restaurant's own; refused to other roles and bad input", async () => {
    const token = await manager();
    const rules = { graceMinutes: 7, creditAfterMinutes: 30, creditAmount: 500, creditAutomatic: true };
    const set = await setRules(rules, token);
    expect(set.status, messageOf(set)).toBe(200);
    const read = await jsonCall(t, "GET", "/staff/late-orders", undefined, { token });
    expect(lateOrderRulesSchema.parse(read.body)).toEqual(rules);
    const elsewhere = (await staffElsewhere(t, locationId, "manager")).token;
    expect(lateOrderRulesSchema.parse((await jsonCall(t, "GET", "/staff/late-orders", undefined, { token: elsewhere })).body)).toEqual({
      graceMinutes: 5,
      creditAfterMinutes: 20,
      creditAmount: 0,
      creditAutomatic: false,
    });
    for (const role of ["kitchen", "host"] as const) {
      const other = (await staffMember(t, locationId, role)).token;
      expect((await jsonCall(t, "GET", "/staff/late-orders", undefined, { token: other })).status).toBe(403);
      expect((await setRules(rules, other)).status).toBe(403);
    }
    expect((await jsonCall(t, "GET", "/staff/late-orders", undefined, {})).status).toBe(401);
    for (const bad of [{ ...rules, graceMinutes: -1 }, { ...rules, creditAmount: 1.5 }, { ...rules, creditAfterMinutes: 0 }, {}]) {
      expect((await setRules(bad, token)).status).toBe(400);
    }
    expect(lateOrderRulesSchema.parse((await jsonCall(t, "GET", "/staff/late-orders", undefined, { token })).body)).toEqual(rules);
  });
});
