import { describe, expect, it } from "vitest";
import { shareFraction, shareLabel } from "./share-label";

describe("shareLabel", () => {
  it("reads a part's share of a dish as a diner would", () => {
    expect(shareLabel("Naan", { numerator: 1, denominator: 2 })).toBe("½ Naan");
    expect(shareLabel("Naan", { numerator: 2, denominator: 6 })).toBe("⅓ Naan");
    expect(shareLabel("Naan", { numerator: 3, denominator: 7 })).toBe("3/7 Naan");
    expect(shareLabel("Naan", { numerator: 1, denominator: 1 })).toBe("Naan");
  });

  it("names the line's quantity", () => {
    expect(shareLabel("Lassi", { numerator: 1, denominator: 1 }, 2)).toBe("2 × Lassi");
    expect(shareLabel("Naan", { numerator: 1, denominator: 3 }, 2)).toBe("⅓ of 2 × Naan");
  });

  it("has no fraction for the whole dish", () => {
    expect(shareFraction({ numerator: 4, denominator: 4 })).toBe("");
    expect(shareFraction({ numerator: 3, denominator: 4 })).toBe("¾");
  });
});
