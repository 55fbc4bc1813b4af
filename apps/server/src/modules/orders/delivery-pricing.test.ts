/**
 * A delivery's fee and area from the diner's pin (issue 14): the distance band's fee, free above an amount, a radius
 * or a drawn polygon, the same refusal before checkout (getDistance/v2) and at placing, and nothing written when refused.
 */
import { distanceAnswerSchema } from "@forkful/contracts/cart-checks";
import { DELIVERY_AREA_TEXTS } from "@forkful/contracts/delivery-area";
import { formatDistance } from "@forkful/contracts/distance";
import { formatMoney } from "@forkful/contracts/money";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { totalsAnswerSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { orders } from "../../db/schema/orders";
import { snapshotData } from "../../test/data-snapshot";
import { lineFor, menuOf, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

// Hudson Slice Co (New York, open at the test clock): US bands ≤2 km 199, ≤4 km 349, ≤6 km 499; minimum 2000,
// free above 6000. Points due north of it, a whole number of km away (1 km of latitude ≈ 0.008993°).
const HUDSON = { lat: 40.7322, lng: -74.0037 };
const HUDSON_NAME = "Hudson Slice Co. - West Village";
const north = (km: number) => ({ lat: HUDSON.lat + km * 0.008993, lng: HUDSON.lng });
// Sakura Street Ramen (San Francisco) delivers within a drawn polygon of its neighbourhood.
const HAYES_VALLEY = { lat: 37.7765, lng: -122.4245 };
const EMBARCADERO = { lat: 37.7936, lng: -122.3958 };

let t: TestApp;
let hudson: number;
let sakura: number;
let colaba: number;
let cart: (subtotalAtLeast: number) => ReturnType<typeof lineFor>[];

const idOf = async (slug: string) =>
  (await t.database.db.select().from(merchantLocations).where(eq(merchantLocations.locationSlug, slug)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  hudson = await idOf("hudson-slice-co-west-village");
  sakura = await idOf("sakura-street-ramen-japantown");
  colaba = await idOf("colaba-bake-house-colaba");
  const item = untrackedItem(await menuOf(t, hudson, "delivery"));
  cart = (subtotalAtLeast) => [lineFor(item, Math.max(1, Math.ceil(subtotalAtLeast / item.price)))];
}, 60_000);
afterAll(() => t.close());

const distance = async (locationId: number, point: { lat: number; lng: number }, subtotal?: number) => {
  const answer = await t.call("/order/getDistance/v2", { locationId, ...point, subtotal });
  expect(answer.status).toBe(200);
  return distanceAnswerSchema.parse(answer.body);
};
const totals = async (point: { lat: number; lng: number } | undefined, subtotalAtLeast: number) => {
  const answer = await t.call("/order/customer/totals", {
    locationId: hudson,
    orderType: "delivery",
    items: cart(subtotalAtLeast),
    address: point,
  });
  expect(answer.status).toBe(200);
  return totalsAnswerSchema.parse(answer.body).totals;
};
const deliveryTo = (point: { lat: number; lng: number }, subtotalAtLeast = 2500) =>
  orderRequest(hudson, cart(subtotalAtLeast), { orderType: "delivery", address: { addressLine1: "1 Test Street", ...point } });

describe("POST /order/getDistance/v2", () => {
  it("answers the band's fee by distance, free above the amount, and how far and what to do when refused", async () => {
    expect(await distance(hudson, north(1))).toEqual({
      distanceKm: 1,
      deliverable: true,
      deliveryKMRadius: 6,
      deliveryFee: 199,
      minimumOrder: 2000,
      refusal: null,
    });
    expect(await distance(hudson, north(3))).toMatchObject({ distanceKm: 3, deliveryFee: 349 });
    expect(await distance(hudson, north(5), 2500)).toMatchObject({ deliveryFee: 499, refusal: null });
    expect(await distance(hudson, north(5), 6000)).toMatchObject({ deliveryFee: 0, refusal: null });
    expect(await distance(hudson, north(1), 1500)).toMatchObject({
      deliverable: true,
      refusal: DELIVERY_AREA_TEXTS.belowMinimum(formatMoney(2000, "USD")),
    });
    const outside = await distance(hudson, north(7));
    expect(outside).toMatchObject({ distanceKm: 7, deliverable: false, deliveryFee: null });
    expect(outside.refusal).toBe(
      DELIVERY_AREA_TEXTS.outside(formatDistance(7, "United States"), formatDistance(6, "United States"), HUDSON_NAME),
    );
    expect(outside.refusal).toContain("4.3 mi away");
  });

  it("measures a drawn area by its shape, not by the radius", async () => {
    const inside = await distance(sakura, HAYES_VALLEY);
    expect(inside).toMatchObject({ deliverable: true, deliveryFee: 199, refusal: null });
    expect(inside.deliveryKMRadius).toBeLessThan(6);
    // 3.1 km away, well within 6 km, but outside the neighbourhood it draws.
    const outside = await distance(sakura, EMBARCADERO);
    expect(outside).toMatchObject({ distanceKm: 3.1, deliverable: false, deliveryFee: null });
    expect(outside.refusal).toBe(DELIVERY_AREA_TEXTS.outsidePolygon("1.9 mi", "Sakura Street Ramen - Japantown"));
  });

  it("says so when the restaurant does not deliver", async () => {
    const answer = await distance(colaba, { lat: 18.9228, lng: 72.8321 });
    expect(answer).toMatchObject({ deliverable: false, deliveryFee: null });
    expect(answer.refusal).toBe(DELIVERY_AREA_TEXTS.noDelivery("Colaba Bake House - Colaba"));
  });
});

describe("a delivery's fee when it is priced and placed", () => {
  it("prices the pin's band, the nearest band before a pin, and nothing above free delivery", async () => {
    expect((await totals(north(1), 2500)).deliveryFee).toBe(199);
    expect((await totals(north(5), 2500)).deliveryFee).toBe(499);
    expect((await totals(undefined, 2500)).deliveryFee).toBe(199);
    expect((await totals(north(5), 6000)).deliveryFee).toBe(0);
    const outside = await t.call("/order/customer/totals", {
      locationId: hudson,
      orderType: "delivery",
      items: cart(2500),
      address: north(7),
    });
    expect(outside.status).toBe(400);
    expect(messageOf(outside)).toContain("4.3 mi away");
  });

  it("charges the band of the pin and keeps the distance on the order", async () => {
    for (const [km, fee] of [
      [1, 199],
      [3, 349],
    ] as const) {
      const placed = await placeOrder(t, deliveryTo(north(km)));
      expect(placed.status).toBe(201);
      const order = placedOrderSchema.parse(placed.body);
      expect(order.totals.deliveryFee).toBe(fee);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row?.deliveryDistanceKm).toBe(km);
      expect(row?.deliveryFee).toBe(fee);
    }
  });

  it("refuses an address outside the area with the words the diner read, before anything is written", async () => {
    const before = await snapshotData(t.database);
    const refused = await placeOrder(t, deliveryTo(north(7)));
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toBe((await distance(hudson, north(7))).refusal);
    expect(await snapshotData(t.database)).toEqual(before);
  });

  it("follows a drawn polygon: a pin inside it is delivered, one outside within the radius is refused", async () => {
    // A narrow strip running north of the restaurant: 1 km north is inside, 1 km east is not (though far nearer than 6 km).
    const strip: [number, number][] = [
      [HUDSON.lat - 0.005, HUDSON.lng - 0.003],
      [HUDSON.lat + 0.03, HUDSON.lng - 0.003],
      [HUDSON.lat + 0.03, HUDSON.lng + 0.003],
      [HUDSON.lat - 0.005, HUDSON.lng + 0.003],
    ];
    const where = eq(merchantLocations.id, hudson);
    await t.database.db
      .update(merchantLocations)
      .set({ deliveryArea: { kind: "polygon", points: strip } })
      .where(where);
    try {
      expect((await placeOrder(t, deliveryTo(north(1)))).status).toBe(201);
      const east = { lat: HUDSON.lat, lng: HUDSON.lng + 0.0119 };
      const refused = await placeOrder(t, deliveryTo(east));
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe(DELIVERY_AREA_TEXTS.outsidePolygon("0.6 mi", HUDSON_NAME));
    } finally {
      await t.database.db.update(merchantLocations).set({ deliveryArea: null }).where(where);
    }
  });
});
