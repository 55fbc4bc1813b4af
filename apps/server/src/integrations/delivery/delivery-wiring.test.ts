import type { DeliveryPartner } from "@forkful/contracts/delivery";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../test/test-database";
import { type DeliveryWiringOptions, wireDeliveryPartners } from "./delivery-wiring";
import { SANDBOX_COURIER } from "./sandbox-timeline";

const START = new Date("2026-11-24T18:00:00Z");
let now = START;
let database: DatabaseHandle;
const sent: { partner: DeliveryPartner; body: string; signature: string }[] = [];

function options(overrides: Partial<DeliveryWiringOptions> = {}): DeliveryWiringOptions {
  return {
    mode: "sandbox",
    db: database.db,
    clock: () => now,
    secret: "wiring-test-secret",
    pace: 1,
    publicUrl: "http://forkful.test",
    doordash: { apiUrl: "https://openapi.doordash.test" },
    async deliver(partner, body, signature) {
      sent.push({ partner, body, signature });
    },
    ...overrides,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the sandbox wiring", () => {
  it("books through a partner and tells each change as a signed webhook its verifier reads", async () => {
    const wiring = wireDeliveryPartners(options());
    const doordash = wiring.partners.get("DOORDASH")!;
    const quote = await doordash.quote({
      reference: "order-9:1",
      pickup: { lat: 40.7128, lng: -74.006, address: "1 Centre St", name: "Forkful Downtown", phone: null },
      dropoff: { lat: 40.7209, lng: -73.9961, address: "200 Mulberry St", name: "Sam", phone: null },
      orderValue: 3000,
      currency: "USD",
      tip: 0,
    });
    if (!quote.ok) throw new Error(quote.reason);
    await doordash.accept(quote.quoteId);
    now = new Date(START.getTime() + SANDBOX_COURIER.assignAfterMs);
    await wiring.sandbox!.tick();
    await wiring.sandbox!.tick();
    expect(sent.map((s) => s.partner)).toEqual(["DOORDASH"]);
    const event = wiring.webhooks.verify("DOORDASH", sent[0]!.body, sent[0]!.signature);
    expect(event).toEqual({ partner: "DOORDASH", externalId: quote.quoteId, state: "enroute_to_pickup" });
    expect(wiring.webhooks.verify("DOORDASH", sent[0]!.body.replace("enroute_to_pickup", "delivered"), sent[0]!.signature)).toBeNull();
  });

  it("keeps telling the other changes when one webhook fails, then reports the failure", async () => {
    sent.length = 0;
    now = START;
    // Only this test's two deliveries (the first test's one is told its own changes too).
    const told: string[] = [];
    const wiring = wireDeliveryPartners(
      options({
        async deliver(_partner, body) {
          const id: string = JSON.parse(body).external_delivery_id;
          if (!id.startsWith("order-9-")) told.push(id);
          throw new Error("webhook route down");
        },
      }),
    );
    const doordash = wiring.partners.get("DOORDASH")!;
    for (const reference of ["order-10:1", "order-11:1"]) {
      const quote = await doordash.quote({
        reference,
        pickup: { lat: 40.7128, lng: -74.006, address: "1 Centre St", name: "Forkful", phone: null },
        dropoff: { lat: 40.7209, lng: -73.9961, address: "200 Mulberry St", name: "Sam", phone: null },
        orderValue: 3000,
        currency: "USD",
        tip: 0,
      });
      if (quote.ok) await doordash.accept(quote.quoteId);
    }
    await expect(wiring.sandbox!.tick()).rejects.toThrow("webhook route down");
    expect(told.map((id) => id.slice(0, 9)).sort()).toEqual(["order-10-", "order-11-"]);
  });
});

describe("every sandbox partner over the real engine", () => {
  it("quotes, books, follows the courier and tells each change as a webhook its verifier reads", async () => {
    now = new Date("2026-11-25T09:00:00Z");
    const told: { partner: DeliveryPartner; body: string; signature: string }[] = [];
    const wiring = wireDeliveryPartners(
      options({ deliver: async (partner, body, signature) => void told.push({ partner, body, signature }) }),
    );
    expect([...wiring.partners.keys()].sort()).toEqual(["DOORDASH", "DUNZO", "SHADOWFAX", "SIMPERY"]);
    const booked = new Map<DeliveryPartner, string>();
    for (const [partner, api] of wiring.partners) {
      const quote = await api.quote({
        reference: `order-${partner}:1`,
        pickup: { lat: 12.9716, lng: 77.5946, address: "1 MG Road, Bengaluru", name: "Forkful MG Road", phone: "+919800000000" },
        dropoff: { lat: 12.985, lng: 77.61, address: "12 Church St, Bengaluru", name: "Asha", phone: "+919811111111" },
        orderValue: 45_000,
        currency: "INR",
        tip: 0,
      });
      if (!quote.ok) throw new Error(`${partner}: ${quote.reason}`);
      expect(quote.fee, partner).toBeGreaterThan(0);
      const accepted = await api.accept(quote.quoteId);
      if (!accepted.ok) throw new Error(`${partner}: ${accepted.reason}`);
      booked.set(partner, accepted.delivery.externalId);
    }
    now = new Date(now.getTime() + SANDBOX_COURIER.assignAfterMs + 1_000);
    await wiring.sandbox!.tick();
    for (const [partner, externalId] of booked) {
      const mine = told.filter((t) => t.partner === partner).map((t) => wiring.webhooks.verify(partner, t.body, t.signature));
      expect(mine, partner).toContainEqual({ partner, externalId, state: "enroute_to_pickup" });
      const status = await wiring.partners.get(partner)!.status(externalId);
      expect(status?.courier?.staffId, partner).toBeTruthy();
      expect(await wiring.partners.get(partner)!.courierLocation(externalId), partner).toMatchObject({ lat: expect.any(Number) });
    }
  });
});

describe("the live wiring", () => {
  it("offers DoorDash only, with no sandbox", () => {
    const wiring = wireDeliveryPartners(
      options({
        mode: "live",
        doordash: { apiUrl: "https://openapi.doordash.test", developerId: "dev", keyId: "key", signingSecret: "c2VjcmV0" },
      }),
    );
    expect([...wiring.partners.keys()]).toEqual(["DOORDASH"]);
    expect(wiring.sandbox).toBeNull();
  });

  it("refuses to start without DoorDash's credentials", () => {
    expect(() => wireDeliveryPartners(options({ mode: "live" }))).toThrow(/DoorDash/);
  });
});
