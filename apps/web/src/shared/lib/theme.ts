import { DEFAULT_THEME } from "@forkful/contracts/constants";
import type { Theme } from "@forkful/contracts/merchants";
import type { CSSProperties } from "react";

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A restaurant's theme colours as the CSS variables the stylesheet reads (--brand, --on-brand).
 * A colour that is not a hex colour falls back to the default theme of spec §9.
 */
export function themeStyle(theme: Partial<Theme> | null | undefined): CSSProperties {
  const primary = theme?.primaryColor && HEX.test(theme.primaryColor) ? theme.primaryColor : DEFAULT_THEME.primaryColor;
  const text = theme?.textColor && HEX.test(theme.textColor) ? theme.textColor : DEFAULT_THEME.textColor;
  return { "--brand": primary, "--on-brand": text } as CSSProperties;
}
