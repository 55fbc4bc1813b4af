/**
 * A manager pauses or paces online ordering (issue 26): orders for now are refused meanwhile with ORDERING_PAUSED,
 * naming when ordering opens; an order for a time after the pause is taken; the diner's restaurant read says so.
 */
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { ORDERING_TEXTS, staffOrderingSchema } from "@forkful/contracts/ordering-pause";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffElsewhere, staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { placeTestOrder } from "../../test/payment-test-kit";
import { jsonCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let manager: string;
let line: ReturnType<typeof lineFor>;

beforeAll(async () => {
  t = await createTestApp();
  locationId = (await placeTestOrder(t)).locationId;
  manager = (await staffMember(t, locationId, "manager")).token;
  line = lineFor(untrackedItem(await menuOf(t, locationId, "pickup")));
  return () => t.close();
});
// Each test starts taking orders again, without a pace.
afterEach(async () => {
  await setOrdering({ pausedUntil: null, paceLimit: null });
});

const setOrdering = (body: unknown, token = manager) => jsonCall(t, "PUT", "/staff/ordering", body, { token });
const readOrdering = async () =>
  staffOrderingSchema.parse((await jsonCall(t, "GET", "/staff/ordering", undefined, { token: manager })).body);
const placeForNow = () => placeOrder(t, orderRequest(locationId, [line]));
const minutesFromNow = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * 60_000).toISOString();

async function firstSlotFrom(from: string): Promise<string> {
  const answer = await t.call("/order/slots/v2", { locationId, orderType: "pickup" });
  const slots = (answer.body as { slots: { startsAt: string }[] }).slots.map((slot) => slot.startsAt);
  const slot = slots.find((startsAt) => startsAt >= from);
  if (!slot) throw new Error(`no pickup slot from ${from}: ${slots.join(", ")}`);
  return slot;
}

describe("pausing online ordering", () => {
  it("refuses orders for now until the pause ends, naming the time; the diner's restaurant read says so", async () => {
    const paused = await setOrdering({ pauseMinutes: 45 });
    expect(paused.status, messageOf(paused)).toBe(200);
    const until = minutesFromNow(45);
    expect(staffOrderingSchema.parse(paused.body)).toMatchObject({ pausedUntil: until, opensAt: until, closedBy: "pause" });

    const refused = await placeForNow();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "ORDERING_PAUSED" });
    expect(messageOf(refused)).toMatch(/is not taking new orders until \d{1,2}:\d{2} [AP]M\. Choose \d{1,2}:\d{2} [AP]M or later\./);

    const read = await t.call("/merchants/locations/id", { locationId });
    expect(restaurantDetailSchema.parse(read.body).orderingPausedUntil).toBe(until);
  });

  it("takes an order for a time after the pause, and orders for now again once it is lifted", async () => {
    expect((await setOrdering({ pauseMinutes: 30 })).status).toBe(200);
    const later = await placeOrder(
      t,
      orderRequest(locationId, [line], { orderTimeASAP: false, scheduledAt: await firstSlotFrom(minutesFromNow(30)) }),
    );
    expect(later.status, messageOf(later)).toBe(201);

    const lifted = await setOrdering({ pausedUntil: null });
    expect(staffOrderingSchema.parse(lifted.body)).toMatchObject({ pausedUntil: null, opensAt: null, closedBy: null });
    expect((await placeForNow()).status).toBe(201);
    expect(restaurantDetailSchema.parse((await t.call("/merchants/locations/id", { locationId })).body).orderingPausedUntil).toBeNull();
  });

  it("refuses a pause in the past, too far ahead, both ways at once, out of bounds, or nothing to change (400), and changes nothing", async () => {
    const cases: [unknown, string][] = [
      [{ pausedUntil: minutesFromNow(-5) }, ORDERING_TEXTS.pausedUntilPast],
      [{ pausedUntil: minutesFromNow(25 * 60) }, ORDERING_TEXTS.pausedUntilFar],
      [{ pausedUntil: minutesFromNow(30), pauseMinutes: 30 }, ORDERING_TEXTS.pauseTwice],
      [{ pauseMinutes: 4 }, ORDERING_TEXTS.pauseMinutes],
      [{ pauseMinutes: 241 }, ORDERING_TEXTS.pauseMinutes],
      [{ paceLimit: 0 }, ORDERING_TEXTS.paceLimit],
      [{ pausedUntil: "tomorrow" }, ORDERING_TEXTS.pausedUntil],
      [{}, ORDERING_TEXTS.nothingToChange],
    ];
    for (const [body, text] of cases) {
      const refused = await setOrdering(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(refused)).toContain(text);
    }
    expect(await readOrdering()).toMatchObject({ pausedUntil: null, paceLimit: null, closedBy: null });
  });
});

describe("pacing online ordering", () => {
  it("takes at most the pace of orders for now in 15 minutes, then names when the next is taken", async () => {
    const inWindow = (await readOrdering()).ordersInWindow;
    const paced = await setOrdering({ paceLimit: inWindow + 1 });
    expect(staffOrderingSchema.parse(paced.body)).toMatchObject({ paceLimit: inWindow + 1, opensAt: null, closedBy: null });
    expect((await placeForNow()).status).toBe(201);

    const full = await readOrdering();
    expect(full).toMatchObject({ ordersInWindow: inWindow + 1, closedBy: "pace" });
    // Every order here was placed at the pinned clock's instant: the first place frees 15 minutes after it.
    expect(full.opensAt).toBe(minutesFromNow(15));
    const refused = await placeForNow();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "ORDERING_PAUSED" });
  });
});

describe("who may pause or pace ordering", () => {
  it("is the manager only: the kitchen and the host are refused (403); another restaurant's manager sets their own", async () => {
    for (const role of ["kitchen", "host"] as const) {
      const { token } = await staffMember(t, locationId, role);
      expect((await setOrdering({ pauseMinutes: 30 }, token)).status).toBe(403);
      expect((await jsonCall(t, "GET", "/staff/ordering", undefined, { token })).status).toBe(403);
    }
    const elsewhere = await staffElsewhere(t, locationId, "manager");
    expect((await setOrdering({ pauseMinutes: 30 }, elsewhere.token)).status).toBe(200);
    expect(await readOrdering()).toMatchObject({ pausedUntil: null, closedBy: null });
    expect((await placeForNow()).status).toBe(201);
    await setOrdering({ pausedUntil: null }, elsewhere.token);
  });
});
