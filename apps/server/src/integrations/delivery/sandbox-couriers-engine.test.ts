import { distanceKm } from "@forkful/contracts/delivery-area";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../test/test-database";
import type { SandboxCouriers, SandboxDelivery, SandboxQuoteInput } from "./sandbox-couriers";
import { createSandboxCouriersStore } from "./sandbox-couriers.store";
import { createSandboxCouriers, SANDBOX_PARTNER_CANCEL_REASON } from "./sandbox-couriers-engine";
import { planTimeline } from "./sandbox-timeline";

const START = new Date("2026-11-24T12:00:00Z");
let now = START;
const wait = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let database: DatabaseHandle;
let couriers: SandboxCouriers;
let fastCouriers: SandboxCouriers;
beforeAll(async () => {
  database = await openTestDatabase();
  const store = createSandboxCouriersStore(database.db);
  const deps = { store, clock: () => now, publicUrl: "https://forkful.test" };
  couriers = createSandboxCouriers({ ...deps, pace: 1 });
  fastCouriers = createSandboxCouriers({ ...deps, pace: 10 });
});
afterAll(() => database.close());

const pickup = { lat: 12.9716, lng: 77.5946 };
const dropoff = { lat: 12.985, lng: 77.61 };
function quoteInput(overrides: Partial<SandboxQuoteInput> = {}, text = "12 MG Road, Bengaluru"): SandboxQuoteInput {
  return {
    partner: "DUNZO",
    reference: "order-1:1",
    pickup,
    dropoff: { ...dropoff, text },
    currency: "INR",
    orderValue: 50_000,
    tip: 0,
    ...overrides,
  };
}
async function booked(input: SandboxQuoteInput, engine = couriers): Promise<SandboxDelivery> {
  const quote = await engine.quote(input);
  if (!quote.ok) throw new Error(quote.reason);
  const delivery = await engine.accept(input.partner, quote.id);
  if ("error" in delivery) throw new Error(delivery.message);
  return delivery;
}
const timelineFor = (text: string, id: string) =>
  // The same plan the engine makes (its bearing is drawn from the id; only the times matter here).
  planTimeline({ pickup, dropoff, bearing: 0, cancels: text.toLowerCase().includes("cancels") && id.length > 0 });

describe("sandbox quotes", () => {
  it("prices each partner its own way in the location's currency, valid ten minutes, with an ETA", async () => {
    now = START;
    const quotes = await Promise.all(
      (["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"] as const).map((partner) => couriers.quote(quoteInput({ partner }))),
    );
    const fees = quotes.map((q) => (q.ok ? q.fee : -1));
    expect(new Set(fees).size).toBe(4);
    for (const q of quotes) {
      expect(q.ok).toBe(true);
      if (!q.ok) continue;
      expect(q.id).toMatch(/^quote_/);
      expect(q.currency).toBe("INR");
      expect(q.expiresAt.getTime() - now.getTime()).toBe(10 * 60_000);
      expect(q.dropoffEta.getTime()).toBeGreaterThan(now.getTime() + 3 * 60_000);
    }
    const usd = await couriers.quote(quoteInput({ currency: "USD" }));
    expect(usd.ok && usd.currency === "USD" && usd.fee < fees[0]!).toBe(true);
  });

  it("refuses for the named partner only, and everyone refuses 'no couriers' (any case)", async () => {
    expect((await couriers.quote(quoteInput({ partner: "DUNZO" }, "Dunzo REFUSES, 1 Main St"))).ok).toBe(false);
    expect((await couriers.quote(quoteInput({ partner: "SIMPERY" }, "Dunzo refuses, 1 Main St"))).ok).toBe(true);
    for (const partner of ["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"] as const) {
      expect((await couriers.quote(quoteInput({ partner }, "No Couriers lane"))).ok).toBe(false);
    }
  });

  it("accepts a quote once, refuses an expired or unknown one, and keeps a caller's id", async () => {
    now = START;
    const quote = await couriers.quote(quoteInput({ partner: "DOORDASH", id: "forkful-order-2-1-abc" }));
    expect(quote.ok && quote.id).toBe("forkful-order-2-1-abc");
    const first = await couriers.accept("DOORDASH", "forkful-order-2-1-abc");
    expect(first).toMatchObject({ id: "forkful-order-2-1-abc", state: "confirmed", courier: null });
    expect(await couriers.accept("DOORDASH", "forkful-order-2-1-abc")).toMatchObject({ error: "already_accepted" });
    expect(await couriers.accept("DUNZO", "forkful-order-2-1-abc")).toMatchObject({ error: "not_found" });
    const again = await couriers.quote(quoteInput({ partner: "DOORDASH", id: "forkful-order-2-1-abc" }));
    expect(again.ok).toBe(false);

    const stale = await couriers.quote(quoteInput());
    wait(10 * 60_000);
    expect(stale.ok && (await couriers.accept("DUNZO", stale.id))).toMatchObject({ error: "expired" });
  });
});

describe("a sandbox delivery over time", () => {
  it("gets a courier after 20 s, rides to the door and is delivered, told once per change, in order", async () => {
    now = START;
    await couriers.takeChanges();
    const delivery = await booked(quoteInput({ partner: "SHADOWFAX", reference: "order-3:1" }));
    expect(delivery.trackingUrl).toBe(`https://forkful.test/sandbox/delivery/SHADOWFAX/${delivery.id}`);
    const told: string[] = [];
    const tick = async () => {
      for (const d of await couriers.takeChanges()) if (d.id === delivery.id) told.push(d.state);
    };
    await tick();
    wait(19_000);
    expect((await couriers.find("SHADOWFAX", delivery.id))?.courier).toBeNull();
    wait(1_000);
    const assigned = await couriers.find("SHADOWFAX", delivery.id);
    expect(assigned?.state).toBe("enroute_to_pickup");
    expect(assigned?.courier).toMatchObject({ name: expect.any(String), staffId: expect.stringMatching(/^shadowfax-courier-/) });
    expect(distanceKm(assigned!.position!, pickup)).toBeCloseTo(1, 1);
    await tick();
    await tick();
    const timeline = timelineFor("", delivery.id);
    const { arrivedAtPickupAt, pickedUpAt, leftPickupAt, arrivedAtDropoffAt, deliveredAt } = timeline;
    // Just after each step, and twice during each ride (which tells nothing new).
    const moments = [
      arrivedAtPickupAt - 30_000,
      arrivedAtPickupAt,
      pickedUpAt,
      leftPickupAt,
      arrivedAtDropoffAt - 20_000,
      arrivedAtDropoffAt,
      deliveredAt,
    ];
    for (const t of moments) {
      now = new Date(START.getTime() + t + 500);
      await tick();
    }
    expect(told).toEqual([
      "confirmed",
      "enroute_to_pickup",
      "arrived_at_pickup",
      "picked_up",
      "enroute_to_dropoff",
      "arrived_at_dropoff",
      "delivered",
    ]);
    const done = await couriers.find("SHADOWFAX", delivery.id);
    expect(done).toMatchObject({ state: "delivered", position: null });
  });

  it("moves the courier toward the door, and tells only the latest state when several passed between ticks", async () => {
    now = START;
    await fastCouriers.takeChanges();
    const delivery = await booked(quoteInput({ partner: "SIMPERY", reference: "order-4:1" }), fastCouriers);
    const timeline = timelineFor("", delivery.id);
    // Pace 10: the ride's middle comes ten times sooner.
    now = new Date(START.getTime() + (timeline.leftPickupAt + timeline.arrivedAtDropoffAt) / 2 / 10);
    const riding = await fastCouriers.find("SIMPERY", delivery.id);
    expect(riding?.state).toBe("enroute_to_dropoff");
    expect(distanceKm(riding!.position!, dropoff)).toBeLessThan(distanceKm(pickup, dropoff));
    expect(riding!.position!.at).toEqual(now);
    const changes = (await fastCouriers.takeChanges()).filter((d) => d.id === delivery.id);
    expect(changes.map((d) => d.state)).toEqual(["enroute_to_dropoff"]);
    expect(await fastCouriers.takeChanges()).toEqual([]);
  });

  it("cancels on the partner's side 10 s after assigning when the address says '<PARTNER> cancels'", async () => {
    now = START;
    const delivery = await booked(quoteInput({ partner: "DUNZO", reference: "order-5:1" }, "DUNZO cancels, 4 Park St"));
    wait(29_000);
    expect((await couriers.find("DUNZO", delivery.id))?.state).toBe("enroute_to_pickup");
    wait(1_000);
    expect(await couriers.find("DUNZO", delivery.id)).toMatchObject({
      state: "cancelled",
      courier: null,
      cancelReason: SANDBOX_PARTNER_CANCEL_REASON,
    });
    const other = await booked(quoteInput({ partner: "SIMPERY", reference: "order-5:2" }, "DUNZO cancels, 4 Park St"));
    wait(30_000);
    expect((await couriers.find("SIMPERY", other.id))?.state).toBe("enroute_to_pickup");
  });

  it("lets Forkful cancel before pickup (no webhook back), and not after", async () => {
    now = START;
    const early = await booked(quoteInput({ partner: "DOORDASH", reference: "order-6:1" }));
    await couriers.takeChanges();
    wait(25_000);
    expect(await couriers.cancel("DOORDASH", early.id, "Order cancelled")).toMatchObject({
      state: "cancelled",
      cancelReason: "Order cancelled",
    });
    expect((await couriers.takeChanges()).some((d) => d.id === early.id)).toBe(false);
    expect(await couriers.cancel("DOORDASH", early.id, "again")).toMatchObject({ error: "not_cancellable" });

    now = START;
    const late = await booked(quoteInput({ partner: "DOORDASH", reference: "order-6:2" }));
    now = new Date(START.getTime() + timelineFor("", late.id).deliveredAt);
    expect(await couriers.cancel("DOORDASH", late.id, "too late")).toMatchObject({ error: "not_cancellable" });
    expect(await couriers.cancel("DOORDASH", "nope", "x")).toMatchObject({ error: "not_found" });
  });
});
