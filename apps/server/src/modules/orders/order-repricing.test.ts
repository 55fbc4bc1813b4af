import { describe, expect, it } from "vitest";
import { repriceOrder } from "./order-repricing";

const order = { subtotal: 2000, tax: 160, deliveryFee: 0, tip: 200, discount: 0, walletRedeemed: 0 };

describe("repriceOrder", () => {
  it("takes a discount off the total", () => {
    expect(repriceOrder(order, { discount: 500 })).toEqual({ tip: 200, discount: 500, walletRedeemed: 0, total: 1860, walletReturned: 0 });
  });

  it("never discounts more than the subtotal", () => {
    expect(repriceOrder(order, { discount: 5000 }).discount).toBe(2000);
    expect(repriceOrder(order, { discount: 5000 }).total).toBe(360);
  });

  it("gives wallet money back when less is due than was taken", () => {
    const paidByWallet = { ...order, walletRedeemed: 2360 };
    expect(repriceOrder(paidByWallet, { tip: 0 })).toEqual({ tip: 0, discount: 0, walletRedeemed: 2160, total: 0, walletReturned: 200 });
  });

  it("keeps the tip and discount that are not changed", () => {
    const discounted = { ...order, discount: 300 };
    expect(repriceOrder(discounted, { tip: 100 })).toMatchObject({ tip: 100, discount: 300, total: 1960 });
  });
});
