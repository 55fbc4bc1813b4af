import { describe, expect, it } from "vitest";
import { isWithinOrderLimit, largestTip, MAX_ORDER_AMOUNT, orderTooLargeText } from "./money-limits";

describe("the order limit", () => {
  it("counts everything the order charges before discounts, up to the limit itself", () => {
    const atLimit = { subtotal: MAX_ORDER_AMOUNT - 3000, tax: 1000, deliveryFee: 1000, tip: 1000 };
    expect(isWithinOrderLimit(atLimit)).toBe(true);
    expect(isWithinOrderLimit({ ...atLimit, tip: 1001 })).toBe(false);
    expect(largestTip(atLimit)).toBe(1000);
    expect(largestTip({ subtotal: MAX_ORDER_AMOUNT, tax: 5, deliveryFee: 0 })).toBe(0);
  });

  it("keeps every order amount inside PostgreSQL's integer", () => {
    expect(MAX_ORDER_AMOUNT).toBeLessThan(2 ** 31 - 1);
  });

  it("says the limit in the order's currency", () => {
    expect(orderTooLargeText("USD")).toContain("$100,000.00");
    expect(orderTooLargeText("INR")).toContain("₹1,00,000.00");
  });
});
