import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blend, contrastRatio, darkestNeeded, fillUnder, relativeLuminance } from "./contrast";

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`);

describe("WCAG contrast", () => {
  it("measures luminance and ratios as WCAG's formula does", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(relativeLuminance("#fff")).toBe(1);
    expect(contrastRatio("#000000", "#FFFFFF")).toBe(21);
    expect(contrastRatio("#FFFFFF", "#000000")).toBe(21);
    // Known ratios: #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    // The brand red on the page's background, as axe measured it.
    expect(contrastRatio("#E52333", "#FAFAF9")).toBeCloseTo(4.35, 2);
  });

  it("lays a colour at an opacity over a background", () => {
    expect(blend("#000000", "#FFFFFF", 0.5)).toBe("#808080");
    expect(blend("#E52333", "#FFFFFF", 0)).toBe("#FFFFFF");
    expect(blend("#E52333", "#FFFFFF", 1)).toBe("#E52333");
  });

  it("darkens the brand red only until it reads on light surfaces", () => {
    const text = darkestNeeded("#E52333", ["#FFFFFF", "#FAFAF9"]);
    expect(contrastRatio(text, "#FAFAF9")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe("#E52333");
    // Still red: red stays the strongest channel.
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(text.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(4 * Math.max(g, b));
  });

  it("keeps a colour that already reads", () => {
    expect(darkestNeeded("#1F6F50", ["#FFFFFF"])).toBe("#1F6F50");
    expect(fillUnder("#FFFFFF", "#0F766E")).toBe("#0F766E");
  });

  it("any colour: the shade reads on every background given, and one step lighter would not", () => {
    fc.assert(
      fc.property(hexColour, fc.array(fc.constantFrom("#FFFFFF", "#FAFAF9", "#F5F5F4", "#FDE8EA"), { minLength: 1 }), (colour, bgs) => {
        const shade = darkestNeeded(colour, bgs);
        const reads = (c: string) => bgs.every((bg) => contrastRatio(c, bg) >= 4.5);
        expect(reads(shade)).toBe(true);
        // Shades are mixes with black in steps of 1 %: the one before the shade (one step lighter) must not read. (A
        // blend of the shade and the colour is off that path: rounded to whole RGB units it can read a unit lighter.)
        const step = Array.from({ length: 101 }, (_, s) => blend("#000000", colour, s / 100)).indexOf(shade);
        expect(step).toBeGreaterThanOrEqual(0);
        if (step > 0) expect(reads(blend("#000000", colour, (step - 1) / 100))).toBe(false);
      }),
    );
  });

  it("any fill: its text reads on it, white text on a darker shade and dark text on a lighter one", () => {
    fc.assert(
      fc.property(hexColour, fc.constantFrom("#FFFFFF", "#000000", "#1C1917"), (colour, text) => {
        const fill = fillUnder(text, colour);
        expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(4.5);
        if (text === "#FFFFFF") expect(relativeLuminance(fill)).toBeLessThanOrEqual(relativeLuminance(colour));
        else expect(relativeLuminance(fill)).toBeGreaterThanOrEqual(relativeLuminance(colour));
      }),
    );
  });
});
