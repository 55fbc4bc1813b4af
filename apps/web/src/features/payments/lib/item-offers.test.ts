import type { ItemOffer } from "@forkful/contracts/coupons";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { applyPayloadFor, bestOffer, offerChecksOf, shownOffers } from "./item-offers";

const line = (itemId: number, itemName: string, quantity: number) => ({
  itemId,
  itemName,
  quantity,
  unitPrice: 500,
  options: [],
  subtotal: 500 * quantity,
  comment: null,
});
const order = {
  orderId: "3f1d2c4b-0000-4000-8000-000000000001",
  locationId: 3,
  orderType: "pickup",
  items: [line(10, "Masala Dosa", 1), line(11, "Filter Coffee", 2), line(10, "Masala Dosa", 1)],
  offers: [{ offerId: 5, title: "Coffee 10% off", amount: 100 }],
  totals: { subtotal: 2000, tax: 0, deliveryFee: 0, tip: 0, discount: 100, isDiscountApplied: true, walletRedeemed: 0, total: 1900 },
} as unknown as Order;
const offer = (offerId: number, itemId: number, discountAmount: number): ItemOffer => ({
  offerId,
  itemId,
  title: `Offer ${offerId}`,
  offerType: "BOGO",
  percent: null,
  discountAmount,
});

describe("offerChecksOf", () => {
  it("checks each dish once at its whole quantity", () => {
    expect(offerChecksOf(order, "c1")).toEqual([
      { locationId: 3, customerId: "c1", orderType: "pickup", itemId: 10, quantity: 2 },
      { locationId: 3, customerId: "c1", orderType: "pickup", itemId: 11, quantity: 2 },
    ]);
  });
});

describe("shownOffers", () => {
  it("shows offers that take something off, or are applied, once each, with the dish's name", () => {
    const shown = shownOffers(order, [[offer(1, 10, 500), offer(2, 12, 0)], [offer(5, 11, 0), offer(1, 10, 500)], undefined]);
    expect(shown.map((o) => [o.offerId, o.itemName, o.applied])).toEqual([
      [1, "Masala Dosa", false],
      [5, "Filter Coffee", true],
    ]);
  });
  it("counts what the offer takes off the order's lines, options included, not the dish's plain price", () => {
    const large = { ...line(20, "Cheese Pie", 2), unitPrice: 3000, subtotal: 6000 };
    const sized = { ...order, items: [large], offers: [] } as unknown as Order;
    const tenOff = { ...offer(7, 20, 440), offerType: "PERCENT_OFF" as const, percent: 10 };
    const shown = shownOffers(sized, [[offer(6, 20, 2200), tenOff]]);
    expect(shown.map((o) => [o.offerId, o.discountAmount])).toEqual([
      [6, 3000],
      [7, 600],
    ]);
  });
});

describe("applyPayloadFor", () => {
  it("asks for the new offer on top of those applied, at the order's subtotal", () => {
    expect(applyPayloadFor(order, 1, "3f1d2c4b-0000-4000-8000-0000000000c1")).toEqual({
      customerId: "3f1d2c4b-0000-4000-8000-0000000000c1",
      offerIds: [5, 1],
      orderId: order.orderId,
      orderAmount: 2000,
    });
  });
  it("is empty without a signed-in customer (nothing is sent)", () => {
    expect(applyPayloadFor(order, 1, null)).toEqual({});
  });
});

describe("bestOffer", () => {
  const unapplied = { ...order, offers: [] } as unknown as Order;
  it("is the offer that takes the most off, when none is applied", () => {
    // Two dosas, buy one get one: 500 off; 60% off two coffees: 600 off.
    const sixtyOff = { ...offer(2, 11, 600), offerType: "PERCENT_OFF" as const, percent: 60 };
    const shown = shownOffers(unapplied, [[offer(1, 10, 500)], [sixtyOff]]);
    expect(bestOffer(shown)?.offerId).toBe(2);
  });
  it("is none once an offer is applied (the diner's choice stands), or when nothing takes anything off", () => {
    expect(bestOffer(shownOffers(order, [[offer(1, 10, 500)], [offer(5, 11, 0)]]))).toBeNull();
    const oneCoffee = { ...unapplied, items: [line(11, "Filter Coffee", 1)] } as unknown as Order;
    expect(bestOffer(shownOffers(oneCoffee, [[offer(3, 11, 0)]]))).toBeNull();
  });
});
