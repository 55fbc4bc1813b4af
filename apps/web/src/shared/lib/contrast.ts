/**
 * Colour contrast as WCAG 2.x measures it (relative luminance, contrast ratio), and shades of a colour that reach a
 * ratio: a restaurant's theme colour keeps its hue and only gets darker (or lighter) until its text can be read.
 */
type Rgb = readonly [number, number, number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG AA for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

export const isHexColour = (value: string): boolean => HEX.test(value);

function parseHex(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` laid at `opacity` over `background` (what bg-brand/10 on white looks like). */
export function blend(colour: string, background: string, opacity: number): string {
  const top = parseHex(colour);
  const bottom = parseHex(background);
  return toHex(top.map((c, i) => c * opacity + bottom[i]! * (1 - opacity)) as unknown as Rgb);
}

/**
 * The lightest shade of `colour` (mixed with black, so its hue stays) that reaches `minimum` against every one of
 * `backgrounds`; `colour` itself when it already does. Light backgrounds are assumed: text on them gets darker.
 */
export function darkestNeeded(colour: string, backgrounds: readonly string[], minimum = AA_TEXT_CONTRAST): string {
  return shadeUntil(colour, "#000000", (shade) => backgrounds.every((bg) => contrastRatio(shade, bg) >= minimum));
}

/**
 * A fill for `colour` that `text` can be read on: `colour` darkened under light text or lightened under dark text,
 * as little as reaches `minimum`.
 */
export function fillUnder(text: string, colour: string, minimum = AA_TEXT_CONTRAST): string {
  const towards = relativeLuminance(text) > 0.18 ? "#000000" : "#FFFFFF";
  return shadeUntil(colour, towards, (shade) => contrastRatio(shade, text) >= minimum);
}

/** `colour` mixed with `towards` in steps of 1 %, the first mix that `reads`; `towards` itself at worst. */
function shadeUntil(colour: string, towards: string, reads: (shade: string) => boolean): string {
  for (let step = 0; step <= 100; step++) {
    const shade = blend(towards, colour, step / 100);
    if (reads(shade)) return shade;
  }
  return towards;
}
