import { describe, expect, it } from "vitest";
import { itemOfferDiscount, itemOfferTerms } from "./coupons";

const bogo = { offerType: "BOGO", percentOff: null } as const;
const tenPercent = { offerType: "PERCENT_OFF", percentOff: 1000 } as const;

describe("itemOfferDiscount", () => {
  it("gives every second unit free, the cheapest first, counting each unit at its own price", () => {
    expect(itemOfferDiscount(bogo, [{ quantity: 1, subtotal: 3000 }])).toBe(0);
    expect(itemOfferDiscount(bogo, [{ quantity: 2, subtotal: 6000 }])).toBe(3000);
    expect(
      itemOfferDiscount(bogo, [
        { quantity: 2, subtotal: 6000 },
        { quantity: 1, subtotal: 2200 },
      ]),
    ).toBe(2200);
    expect(itemOfferDiscount(bogo, [{ quantity: 5, subtotal: 5000 }])).toBe(2000);
  });
  it("takes a percentage of the lines' subtotal, rounded to the minor unit", () => {
    expect(itemOfferDiscount(tenPercent, [{ quantity: 3, subtotal: 1005 }])).toBe(101);
    expect(itemOfferDiscount(tenPercent, [])).toBe(0);
  });
  it("reads the check's answer back into basis points, so the page counts as the server does", () => {
    expect(itemOfferTerms({ offerType: "PERCENT_OFF", percent: 12.5 })).toEqual({ offerType: "PERCENT_OFF", percentOff: 1250 });
    expect(itemOfferTerms({ offerType: "BOGO", percent: null })).toEqual({ offerType: "BOGO", percentOff: null });
  });
});
