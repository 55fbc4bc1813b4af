import { describe, expect, it } from "vitest";
import { computeTotals, lineSubtotal, suggestedTips, tipAmount } from "./order-totals";

const usRates = { defaultTax: 888, orderTax: 888, defaultItemTax: 888 };
const inRates = { defaultTax: 500, orderTax: 500, defaultItemTax: 500 };
const base = { deliveryFee: 0, tip: null, discount: 0, walletRequested: 0, walletAvailable: 0 };

describe("lineSubtotal", () => {
  it("adds option prices per unit, then multiplies by quantity", () => {
    expect(
      lineSubtotal({
        unitPrice: 1299,
        optionPrices: [
          { price: 150, quantity: 1 },
          { price: 100, quantity: 2 },
        ],
        quantity: 3,
      }),
    ).toBe(3 * (1299 + 150 + 200));
  });
});

describe("computeTotals", () => {
  it("taxes each line at its own rate or the default, rounding per line in minor units (USD)", () => {
    const totals = computeTotals({
      ...base,
      rates: usRates,
      lines: [
        { unitPrice: 1299, optionPrices: [], quantity: 1, taxRate: null }, // 115.35 → 115
        { unitPrice: 450, optionPrices: [], quantity: 2, taxRate: 0 }, // untaxed
      ],
    });
    expect(totals).toMatchObject({ subtotal: 2199, tax: 115, tip: 0, discount: 0, isDiscountApplied: false, total: 2314 });
  });

  it("taxes the delivery fee at orderTax and adds it (INR)", () => {
    const totals = computeTotals({
      ...base,
      rates: inRates,
      deliveryFee: 4900,
      lines: [{ unitPrice: 32000, optionPrices: [], quantity: 1, taxRate: null }],
    });
    expect(totals).toMatchObject({ subtotal: 32000, tax: 1600 + 245, deliveryFee: 4900, total: 32000 + 1845 + 4900 });
  });

  it("falls back to defaultTax when there is no default item tax", () => {
    const totals = computeTotals({
      ...base,
      rates: { defaultTax: 500, orderTax: 0, defaultItemTax: 0 },
      lines: [{ unitPrice: 1000, optionPrices: [], quantity: 1, taxRate: null }],
    });
    expect(totals.tax).toBe(50);
  });

  it("applies percentage and flat tips on the subtotal, untaxed", () => {
    const lines = [{ unitPrice: 2000, optionPrices: [], quantity: 1, taxRate: 0 }];
    expect(computeTotals({ ...base, rates: usRates, lines, tip: { tipType: "PERCENTAGE", tipValue: 18 } }).tip).toBe(360);
    expect(computeTotals({ ...base, rates: usRates, lines, tip: { tipType: "FLATFEE", tipValue: 299 } })).toMatchObject({
      tip: 299,
      total: 2299,
    });
    expect(computeTotals({ ...base, rates: usRates, lines, tip: { tipType: "FLATFEE", tipValue: -5 } }).tip).toBe(0);
  });

  it("counts a discount only above 0 and never beyond the subtotal", () => {
    const lines = [{ unitPrice: 1000, optionPrices: [], quantity: 1, taxRate: 0 }];
    expect(computeTotals({ ...base, rates: usRates, lines, discount: 0 }).isDiscountApplied).toBe(false);
    expect(computeTotals({ ...base, rates: usRates, lines, discount: 250 })).toMatchObject({
      discount: 250,
      isDiscountApplied: true,
      total: 750,
    });
    expect(computeTotals({ ...base, rates: usRates, lines, discount: 5000 })).toMatchObject({ discount: 1000, total: 0 });
  });

  it("redeems wallet up to the balance and what is left to pay", () => {
    const lines = [{ unitPrice: 1000, optionPrices: [], quantity: 1, taxRate: 0 }];
    expect(computeTotals({ ...base, rates: usRates, lines, walletRequested: 400, walletAvailable: 300 })).toMatchObject({
      walletRedeemed: 300,
      total: 700,
    });
    expect(computeTotals({ ...base, rates: usRates, lines, walletRequested: 5000, walletAvailable: 5000 })).toMatchObject({
      walletRedeemed: 1000,
      total: 0,
    });
  });
});

describe("tips", () => {
  it("rounds a percentage tip half away from zero", () => {
    expect(tipAmount({ tipType: "PERCENTAGE", tipValue: 15 }, 1003)).toBe(150); // 150.45
    expect(tipAmount({ tipType: "PERCENTAGE", tipValue: 10 }, 1005)).toBe(101); // 100.5
  });

  it("suggests table A for USD and table B for INR", () => {
    expect(suggestedTips("USD", 0)).toEqual([
      { percent: 10, amount: 129 },
      { percent: 15, amount: 229 },
      { percent: 18, amount: 299 },
      { percent: 20, amount: 329 },
    ]);
    expect(suggestedTips("INR", 0).map((t) => t.percent)).toEqual([5, 10, 18, 20, 25]);
    expect(suggestedTips("INR", 0)[0]).toEqual({ percent: 5, amount: 500 });
    expect(suggestedTips("USD", 2000)[1]).toEqual({ percent: 15, amount: 300 });
  });
});
