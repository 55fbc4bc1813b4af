import { describe, expect, it } from "vitest";
import { customTipMinor, NO_TIP, tipChoiceOf } from "./tip-state";

const order = (tip: number, tipType: "FLATFEE" | "PERCENTAGE") => ({ tip, tipType, subtotal: 2000, currency: "USD" as const });

describe("tipChoiceOf", () => {
  it("reads no tip, a suggested percentage, or a custom amount", () => {
    expect(tipChoiceOf(order(0, "FLATFEE"))).toEqual(NO_TIP);
    expect(tipChoiceOf(order(300, "PERCENTAGE"))).toMatchObject({
      tipType: "PERCENTAGE",
      tipValue: 15,
      isAppliedTip: true,
      customTip: false,
    });
    expect(tipChoiceOf(order(250, "FLATFEE"))).toMatchObject({
      tipType: "FLATFEE",
      tipValue: 250,
      customTip: true,
      customTipValue: "2.50",
    });
    expect(tipChoiceOf(order(123, "PERCENTAGE"))).toMatchObject({ customTip: true, customTipValue: "1.23" });
  });
});

describe("customTipMinor", () => {
  it("reads major units typed with a dot or a comma", () => {
    expect(customTipMinor("2.5")).toBe(250);
    expect(customTipMinor("3,75")).toBe(375);
    expect(customTipMinor("")).toBe(0);
    expect(customTipMinor(".")).toBeNull();
  });
});
