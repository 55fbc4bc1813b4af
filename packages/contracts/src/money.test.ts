import { describe, expect, it } from "vitest";
import { applyBasisPoints, formatMoney, toMinorUnits } from "./money";

describe("formatMoney", () => {
  it("shows two decimals in the location's currency", () => {
    expect(formatMoney(1299, "USD")).toBe("$12.99");
    expect(formatMoney(500, "USD")).toBe("$5.00");
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatMoney(45000, "INR")).toBe("₹450.00");
    expect(formatMoney(12345678, "INR")).toBe("₹1,23,456.78");
  });

  it("refuses amounts that are not integer minor units", () => {
    expect(() => formatMoney(12.5, "USD")).toThrow(RangeError);
  });
});

describe("minor-unit arithmetic", () => {
  it("converts major amounts without float drift", () => {
    expect(toMinorUnits(2.29)).toBe(229);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

  it("applies basis points rounding half away from zero", () => {
    expect(applyBasisPoints(1000, 875)).toBe(88); // 87.5 → 88
    expect(applyBasisPoints(1999, 500)).toBe(100); // 99.95 → 100
    expect(applyBasisPoints(-1000, 875)).toBe(-88);
    expect(applyBasisPoints(0, 875)).toBe(0);
  });
});
