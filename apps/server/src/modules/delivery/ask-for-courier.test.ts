/**
 * Asking for a courier with partners that misbehave (fakes, so each failure is certain): a negative price or a
 * refusal is no quote, a partner that throws is skipped, the cheapest is booked first (a tie goes to the restaurant's
 * preferred partner), a failed booking is an attempt of its own and the next partner is asked; asking again while a
 * courier is booked does nothing.
 */
import { DELIVERY_TEXTS, type DeliveryPartner } from "@forkful/contracts/delivery";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import type { AcceptResult, DeliveryPartnerApi, QuoteResult } from "../../integrations/delivery/delivery-partner";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { createDeliveryTestApp, deliveriesOf, deliveringRestaurant, placeDeliveryOrder } from "../../test/delivery-test-kit";
import { TEST_NOW, type TestApp } from "../../test/test-app";
import { askForCourier } from "./ask-for-courier";
import { createDeliveryRepository } from "./delivery.repository";
import type { DeliveryDeps } from "./delivery-deps";

let t: TestApp;
let restaurant: Awaited<ReturnType<typeof deliveringRestaurant>>;

beforeAll(async () => {
  ({ t } = await createDeliveryTestApp());
  restaurant = await deliveringRestaurant(t, "USD");
});
afterAll(() => t.close());

interface FakeBehaviour {
  quote: QuoteResult | "throws";
  accept?: AcceptResult;
}

function fakePartner(partner: DeliveryPartner, behaviour: FakeBehaviour, booked: string[]): DeliveryPartnerApi {
  return {
    partner,
    pickupLeadMinutes: 10,
    async quote() {
      if (behaviour.quote === "throws") throw new Error(`${partner} is down`);
      return behaviour.quote;
    },
    async accept(quoteId) {
      booked.push(partner);
      return (
        behaviour.accept ?? {
          ok: true,
          fee: behaviour.quote !== "throws" && behaviour.quote.ok ? behaviour.quote.fee : 0,
          delivery: {
            externalId: `${quoteId}-booked`,
            state: "confirmed",
            courier: null,
            trackingUrl: null,
            dropoffEta: null,
            cancelReason: null,
          },
        }
      );
    },
    status: async () => null,
    courierLocation: async () => null,
    cancel: async () => ({ ok: true }),
  };
}

const priced = (fee: number, id: string): QuoteResult => ({
  ok: true,
  quoteId: id,
  fee,
  currency: "USD",
  dropoffEta: new Date(TEST_NOW.getTime() + 1_800_000),
  expiresAt: new Date(TEST_NOW.getTime() + 600_000),
});

function depsWith(partners: DeliveryPartnerApi[]): DeliveryDeps {
  const quiet = { warn: () => undefined, error: () => undefined } as unknown as DeliveryDeps["log"];
  return {
    deliveries: createDeliveryRepository(t.database.db),
    db: t.database.db,
    partners: new Map(partners.map((p) => [p.partner, p])),
    webhooks: { signatureHeader: "x", verify: () => null },
    sandbox: null,
    events: createInProcessEvents(),
    clock: () => TEST_NOW,
    log: quiet,
  };
}

async function usePartners(partners: DeliveryPartner[]) {
  await t.database.db.update(merchantLocations).set({ locationDeliveryProviders: partners }).where(eq(merchantLocations.id, restaurant.id));
}

describe("asking for a courier", () => {
  it("skips invalid and failing quotes, books the cheapest, and asks the next when a booking fails", async () => {
    await usePartners(["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"]);
    const order = await placeDeliveryOrder(t, restaurant);
    const booked: string[] = [];
    const deps = depsWith([
      fakePartner("DUNZO", { quote: priced(-5, "q-dunzo") }, booked),
      fakePartner("SHADOWFAX", { quote: "throws" }, booked),
      fakePartner("SIMPERY", { quote: priced(300, "q-simpery"), accept: { ok: false, reason: "Quote expired" } }, booked),
      fakePartner("DOORDASH", { quote: priced(450, "q-doordash") }, booked),
    ]);
    await askForCourier(deps, order.orderId);
    expect(booked).toEqual(["SIMPERY", "DOORDASH"]);
    const rows = await deliveriesOf(t, order.orderId);
    expect(rows.map((r) => [r.attempt, r.partner, r.state, r.failure])).toEqual([
      [1, "SIMPERY", "cancelled", "Quote expired"],
      [2, "DOORDASH", "confirmed", null],
    ]);
    expect(rows[1]!.fee).toBe(450);

    await askForCourier(deps, order.orderId);
    expect(booked).toEqual(["SIMPERY", "DOORDASH"]);
    expect(await deliveriesOf(t, order.orderId)).toHaveLength(2);
  });

  it("gives a tie to the partner the restaurant prefers", async () => {
    await usePartners(["DOORDASH", "DUNZO"]);
    const order = await placeDeliveryOrder(t, restaurant);
    const booked: string[] = [];
    await askForCourier(
      depsWith([
        fakePartner("DUNZO", { quote: priced(300, "q-a") }, booked),
        fakePartner("DOORDASH", { quote: priced(300, "q-b") }, booked),
      ]),
      order.orderId,
    );
    expect(booked).toEqual(["DOORDASH"]);
  });

  it("says no partner can take it when every booking fails", async () => {
    await usePartners(["DUNZO", "DOORDASH"]);
    const order = await placeDeliveryOrder(t, restaurant);
    const refuse = { ok: false as const, reason: "No couriers nearby" };
    await askForCourier(
      depsWith([
        fakePartner("DUNZO", { quote: priced(100, "q-c"), accept: refuse }, []),
        fakePartner("DOORDASH", { quote: priced(200, "q-d"), accept: refuse }, []),
      ]),
      order.orderId,
    );
    const rows = await deliveriesOf(t, order.orderId);
    expect(rows.map((r) => [r.partner, r.state])).toEqual([
      ["DUNZO", "cancelled"],
      ["DOORDASH", "cancelled"],
    ]);
    expect(rows[1]!.failure).toBe(DELIVERY_TEXTS.noPartner);
  });
});
