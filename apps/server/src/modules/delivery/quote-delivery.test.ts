/** POST /delivery/quote: the partners' prices, best first, beside the restaurant's own verdict on the pin (issue 14, spec §5, §7). */
import { DELIVERY_TEXTS, deliveryQuoteAnswerSchema, deliveryQuoteRequestSchema } from "@forkful/contracts/delivery";
import { DELIVERY_AREA_TEXTS } from "@forkful/contracts/delivery-area";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { createDeliveryTestApp, deliveringRestaurant, pointNorthOf } from "../../test/delivery-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import type { TestApp } from "../../test/test-app";

let t: TestApp;
let restaurant: Awaited<ReturnType<typeof deliveringRestaurant>>;

beforeAll(async () => {
  ({ t } = await createDeliveryTestApp());
  restaurant = await deliveringRestaurant(t, "USD", ["DOORDASH", "DUNZO"]);
});
afterAll(() => t.close());

const request = (extra: Record<string, unknown> = {}, km = 1, address = "12 Test Lane") => ({
  locationId: restaurant.id,
  dropDetails: { address, ...pointNorthOf(restaurant, km), name: "Asha", phone: "+14155550142" },
  ...extra,
});

async function quote(body: unknown, partner?: string) {
  return t.call(`/delivery/quote${partner ? `?deliveryProviderId=${partner}` : ""}`, body);
}

describe("POST /delivery/quote", () => {
  it("quotes every partner the restaurant uses, cheapest valid first, with the restaurant's fee for the pin", async () => {
    const answer = await quote(request({ subtotal: 5000 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = deliveryQuoteAnswerSchema.parse(answer.body);
    expect(body.quotes.map((q) => q.deliveryProviderId).sort()).toEqual(["DOORDASH", "DUNZO"]);
    expect(body.quotes.every((q) => q.valid && q.estimatedPrice >= 0)).toBe(true);
    expect(body.quotes[0]!.estimatedPrice).toBeLessThanOrEqual(body.quotes[1]!.estimatedPrice);
    expect(body.deliveryProviderId).toBe(body.quotes[0]!.deliveryProviderId);
    expect(body.estimatedPrice).toBe(body.quotes[0]!.estimatedPrice);
    expect(body).toMatchObject({ inArea: true, refusal: null, currency: "USD" });
    expect(body.distanceKm).toBeCloseTo(1, 0);
    expect(body.deliveryFee).not.toBeNull();
    expect(body.etaMinutes).toBeGreaterThan(0);
  });

  it("quotes only the partner asked for", async () => {
    const body = deliveryQuoteAnswerSchema.parse((await quote(request(), "DUNZO")).body);
    expect(body.deliveryProviderId).toBe("DUNZO");
    expect(body.quotes.map((q) => q.deliveryProviderId)).toEqual(["DUNZO"]);
  });

  it("refuses a partner that is not one of the four (400) and one the restaurant does not use (409)", async () => {
    const unknown = await quote(request(), "UBER");
    expect(unknown.status).toBe(400);
    const unused = await quote(request(), "SHADOWFAX");
    expect(unused.status).toBe(409);
    expect(messageOf(unused)).toBe(DELIVERY_TEXTS.partnerNotUsed);
  });

  it("floors the tip to a whole amount before any partner sees it (spec §5)", async () => {
    expect(deliveryQuoteRequestSchema.parse(request({ tip: 250.9 })).tip).toBe(250);
    expect(deliveryQuoteRequestSchema.parse(request()).tip).toBe(0);
    expect(deliveryQuoteRequestSchema.safeParse(request({ tip: -1 })).success).toBe(false);
    expect((await quote(request({ tip: 199.99 }))).status).toBe(200);
  });

  it("says how far a pin outside the area is and what to do, with no fee", async () => {
    const body = deliveryQuoteAnswerSchema.parse((await quote(request({}, 40))).body);
    expect(body.inArea).toBe(false);
    expect(body.deliveryFee).toBeNull();
    expect(body.refusal).toMatch(/away; .* delivers within .*Choose a closer address, or order for pickup\./);
    expect(body.distanceKm).toBeGreaterThan(30);
  });

  it("says when the cart is short of the minimum", async () => {
    await t.database.db
      .update(merchantLocations)
      .set({ deliverySettings: { ...restaurant.deliverySettings, minimumOrder: 2500 } })
      .where(eq(merchantLocations.id, restaurant.id));
    try {
      const body = deliveryQuoteAnswerSchema.parse((await quote(request({ subtotal: 1000 }))).body);
      expect(body).toMatchObject({ inArea: true, minimumOrder: 2500, refusal: DELIVERY_AREA_TEXTS.belowMinimum("$25.00") });
    } finally {
      await t.database.db
        .update(merchantLocations)
        .set({ deliverySettings: restaurant.deliverySettings })
        .where(eq(merchantLocations.id, restaurant.id));
    }
  });

  it("answers a partner that refuses as not valid, and the next partner as the best", async () => {
    const body = deliveryQuoteAnswerSchema.parse((await quote(request({}, 1, "12 Test Lane, DOORDASH refuses"))).body);
    expect(body.deliveryProviderId).toBe("DUNZO");
    expect(body.quotes.find((q) => q.deliveryProviderId === "DOORDASH")).toMatchObject({ valid: false, estimatedPrice: -1 });
    const asked = await quote(request({}, 1, "doordash REFUSES"), "DOORDASH");
    expect(asked.status).toBe(409);
    expect(messageOf(asked)).toBe(DELIVERY_TEXTS.quoteInvalid);
  });

  it("answers 409 when no partner will deliver, and when the restaurant does not deliver", async () => {
    const nobody = await quote(request({}, 1, "No couriers"));
    expect(nobody.status).toBe(409);
    expect(messageOf(nobody)).toBe(DELIVERY_TEXTS.noPartner);
    await t.database.db.update(merchantLocations).set({ delivery: false }).where(eq(merchantLocations.id, restaurant.id));
    try {
      const closed = await quote(request());
      expect(closed.status).toBe(409);
      expect(messageOf(closed)).toBe(DELIVERY_AREA_TEXTS.noDelivery(restaurant.branchName));
    } finally {
      await t.database.db.update(merchantLocations).set({ delivery: true }).where(eq(merchantLocations.id, restaurant.id));
    }
  });

  it("answers 404 for a restaurant that does not exist", async () => {
    const answer = await quote({ ...request(), locationId: 999_999 });
    expect(answer.status).toBe(404);
    expect(messageOf(answer)).toBe(DELIVERY_TEXTS.noSuchRestaurant);
  });
});
