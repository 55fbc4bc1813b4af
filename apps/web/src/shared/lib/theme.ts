import { DEFAULT_THEME } from "@forkful/contracts/constants";
import type { Theme } from "@forkful/contracts/merchants";
import type { CSSProperties } from "react";
import { blend, darkestNeeded, fillUnder, isHexColour } from "./contrast";

/** The light surfaces brand-coloured text sits on: white cards, the page (stone-50), and stone-100 chips. */
const LIGHT_SURFACES = ["#FFFFFF", "#FAFAF9", "#F5F5F4"] as const;
/** The strongest brand tint brand text sits on (bg-brand/10, as the "Required" badge). */
const STRONGEST_TINT = 0.1;

export interface BrandColours {
  /** The restaurant's own colour, as it chose it: borders, rings, tints, accents. */
  brand: string;
  /** Its text colour on a brand fill. */
  onBrand: string;
  /** The brand colour as a fill (buttons, chips): darkened or lightened only as far as its text needs. */
  fill: string;
  /** The brand colour as text on light surfaces and on the brand's own tints. */
  text: string;
}

/**
 * A restaurant's colours with text that reads at WCAG AA (4.5:1) wherever the stylesheet uses them. A colour that
 * is not a hex colour falls back to the default theme of spec §9.
 */
export function brandColours(theme: Partial<Theme> | null | undefined): BrandColours {
  const brand = theme?.primaryColor && isHexColour(theme.primaryColor) ? theme.primaryColor : DEFAULT_THEME.primaryColor;
  const onBrand = theme?.textColor && isHexColour(theme.textColor) ? theme.textColor : DEFAULT_THEME.textColor;
  const fill = fillUnder(onBrand, brand);
  const tints = LIGHT_SURFACES.map((surface) => blend(fill, surface, STRONGEST_TINT));
  return { brand, onBrand, fill, text: darkestNeeded(brand, [...LIGHT_SURFACES, ...tints]) };
}

/** The theme as the CSS variables the stylesheet reads (--brand, --on-brand, --brand-fill, --brand-text). */
export function themeStyle(theme: Partial<Theme> | null | undefined): CSSProperties {
  const colours = brandColours(theme);
  return {
    "--brand": colours.brand,
    "--on-brand": colours.onBrand,
    "--brand-fill": colours.fill,
    "--brand-text": colours.text,
  } as CSSProperties;
}
