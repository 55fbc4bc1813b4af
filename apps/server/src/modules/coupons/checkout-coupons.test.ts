/**
 * Coupons before the order exists (issue 11): the available coupons say which apply to the cart and why not, the
 * totals show a typed coupon's discount, and createOrder redeems it with the order or places nothing.
 */
import { randomUUID } from "node:crypto";
import { availableCouponsAnswerSchema } from "@forkful/contracts/coupons";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { totalsAnswerSchema } from "@forkful/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "../../db/schema/coupons";
import { snapshotData } from "../../test/data-snapshot";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let line: ReturnType<typeof lineFor>;
/** The subtotal of one `line`, minor units. */
let subtotal: number;

beforeAll(async () => {
  t = await createTestApp();
  const restaurant = (await openRestaurants(t, "pickup")).find((r) => r.currency === "USD" && r.orderTypes.length > 1)!;
  locationId = restaurant.id;
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  line = lineFor(item, 1);
  subtotal = (await totals({})).totals.subtotal;
});
afterAll(() => t.close());

async function totals(extra: Record<string, unknown>) {
  const answer = await t.call("/order/customer/totals", { locationId, orderType: "pickup", items: [line], ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return totalsAnswerSchema.parse(answer.body);
}

async function available(query: string) {
  const answer = await encodedCall(t, "GET", `/coupon/v2/available?locationId=${locationId}${query}`, undefined);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return availableCouponsAnswerSchema.parse(answer.body).coupons;
}

async function addCoupon(terms: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await t.database.db.insert(coupons).values({ locationId, code, description: "test", discountType: "FLAT", discountValue: 200, ...terms });
  return code;
}

describe("GET /coupon/v2/available with a cart", () => {
  it("says which coupons apply to the cart and why the others do not", async () => {
    const pickup = await available(`&orderType=pickup&orderAmount=2300`);
    const byCode = new Map(pickup.map((c) => [c.couponCode, c]));
    expect(byCode.get("PICKUP15")).toMatchObject({ applies: true, reason: null, discountAmount: 345 });
    expect(byCode.get("SAVE5")).toMatchObject({ applies: false, reason: "Add $7.00 more to use SAVE5", discountAmount: 0 });
    const delivery = new Map((await available(`&orderType=delivery&orderAmount=2300`)).map((c) => [c.couponCode, c]));
    expect(delivery.get("PICKUP15")).toMatchObject({ applies: false, reason: "PICKUP15 is for pickup orders only" });
  });

  it("without a cart lists the open coupons as before", async () => {
    const listed = await available("");
    expect(listed.map((c) => c.couponCode)).toEqual(expect.arrayContaining(["WELCOME10", "SAVE5", "PICKUP15"]));
    expect(listed.every((c) => c.applies && c.reason === null)).toBe(true);
  });
});

describe("POST /order/customer/totals with a coupon", () => {
  it("shows the coupon's discount in the totals before the order exists", async () => {
    const code = await addCoupon({ discountValue: 150 });
    const plain = await totals({});
    const priced = await totals({ couponCode: code.toLowerCase() });
    expect(priced.coupon).toMatchObject({ responseCode: "SUCCESS", couponCode: code, discountAmount: 150 });
    expect(priced.totals.discount).toBe(150);
    expect(priced.totals.total).toBe(plain.totals.total - 150);
    expect(plain.coupon).toBeNull();
  });

  it("answers why a coupon does not apply and leaves the totals undiscounted", async () => {
    const code = await addCoupon({ minimumOrder: subtotal + 700 });
    const priced = await totals({ couponCode: code });
    expect(priced.coupon).toMatchObject({ responseCode: "MIN_ORDER", discountAmount: 0 });
    expect(priced.coupon?.responseMessage).toMatch(/^Add \$7\.00 more to use T/);
    expect(priced.totals.discount).toBe(0);
    expect((await totals({ couponCode: "NOSUCHCODE" })).coupon?.responseCode).toBe("NOT_FOUND");
  });
});

describe("POST /order/customer/createOrder with a coupon", () => {
  const place = (extra: Record<string, unknown>) => placeOrder(t, orderRequest(locationId, [line], extra));

  it("redeems the coupon with the order, for the discount the totals showed", async () => {
    const code = await addCoupon({ discountValue: 150 });
    const answer = await place({ couponCode: code });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = placedOrderSchema.parse(answer.body);
    expect(order.coupon).toEqual({ couponCode: code, amount: 150 });
    expect(order.totals.discount).toBe(150);
    expect(order.totals.total).toBe((await totals({ couponCode: code })).totals.total);
  });

  it("places nothing for a code that does not apply (409 with the reason)", async () => {
    const code = await addCoupon({ orderTypes: ["delivery"] });
    for (const [couponCode, reason] of [
      [code, `${code} is for delivery orders only`],
      ["NOSUCHCODE", "NOSUCHCODE is not a coupon of"],
    ]) {
      const before = await snapshotData(t.database);
      const answer = await place({ couponCode });
      expect(answer.status).toBe(409);
      expect(messageOf(answer)).toContain(reason);
      expect(await snapshotData(t.database)).toEqual(before);
    }
  });

  it("keeps the limits: the last use goes to one order, and a number uses a coupon once", async () => {
    const once = await addCoupon({ totalLimit: 1 });
    expect((await place({ couponCode: once })).status).toBe(201);
    expect((await totals({ couponCode: once })).coupon?.responseCode).toBe("USAGE_LIMIT");
    const refused = await place({ couponCode: once, phone: "+14155550177" });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(`${once} has been fully used`);

    const perNumber = await addCoupon({ perCustomerLimit: 1 });
    expect((await place({ couponCode: perNumber, phone: "+14155550188" })).status).toBe(201);
    const again = await place({ couponCode: perNumber, phone: "+14155550188" });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(`You have already used ${perNumber}`);
    expect((await place({ couponCode: perNumber, phone: "+14155550199" })).status).toBe(201);
  });

  it("two orders racing for a coupon's last use: exactly one gets it", async () => {
    const once = await addCoupon({ totalLimit: 1 });
    const answers = await Promise.all([place({ couponCode: once }), place({ couponCode: once, phone: "+14155550166" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
