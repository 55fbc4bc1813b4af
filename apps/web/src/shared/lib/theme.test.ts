import { DEFAULT_THEME } from "@forkful/contracts/constants";
import { describe, expect, it } from "vitest";
import { blend, contrastRatio } from "./contrast";
import { brandColours, themeStyle } from "./theme";

const SURFACES = ["#FFFFFF", "#FAFAF9", "#F5F5F4"];

function expectReadable(theme: { primaryColor: string; textColor: string }) {
  const colours = brandColours(theme);
  expect(contrastRatio(colours.fill, colours.onBrand)).toBeGreaterThanOrEqual(4.5);
  for (const surface of SURFACES) {
    expect(contrastRatio(colours.text, surface)).toBeGreaterThanOrEqual(4.5);
    // The "Required" badge: brand text on a brand tint (bg-brand/10 and /5).
    for (const tint of [0.05, 0.1]) expect(contrastRatio(colours.text, blend(colours.fill, surface, tint))).toBeGreaterThanOrEqual(4.5);
  }
  return colours;
}

describe("theme colours", () => {
  it("the default brand red keeps its own colour and gets text shades that read at AA", () => {
    const colours = expectReadable(DEFAULT_THEME);
    expect(colours.brand).toBe("#E52333");
    // 4.35:1 on the page and 3.89:1 as the "Required" badge before.
    expect(contrastRatio("#E52333", "#FAFAF9")).toBeLessThan(4.5);
    expect(contrastRatio("#E52333", blend("#E52333", "#FFFFFF", 0.1))).toBeLessThan(4.5);
    expect(colours.text).not.toBe("#E52333");
  });

  it("a restaurant's own colours read too, however light, dark text or light", () => {
    for (const theme of [
      { primaryColor: "#1F6F50", textColor: "#FFFFFF" },
      { primaryColor: "#0F766E", textColor: "#FFFFFF" },
      { primaryColor: "#FACC15", textColor: "#1C1917" },
      { primaryColor: "#FF9900", textColor: "#FFFFFF" },
      { primaryColor: "#67E8F9", textColor: "#FFFFFF" },
      { primaryColor: "#111111", textColor: "#222222" },
    ])
      expectReadable(theme);
  });

  it("a colour that already reads is kept as it is", () => {
    expect(brandColours({ primaryColor: "#14532D", textColor: "#FFFFFF" })).toEqual({
      brand: "#14532D",
      onBrand: "#FFFFFF",
      fill: "#14532D",
      text: "#14532D",
    });
  });

  it("gives the stylesheet its variables, falling back to the default theme on a colour that is not hex", () => {
    const style = themeStyle({ primaryColor: "red", textColor: "#FFFFFF" }) as Record<string, string>;
    expect(style["--brand"]).toBe(DEFAULT_THEME.primaryColor);
    expect(style["--on-brand"]).toBe("#FFFFFF");
    expect(style["--brand-fill"]).toBe(brandColours(null).fill);
    expect(style["--brand-text"]).toBe(brandColours(null).text);
  });
});
