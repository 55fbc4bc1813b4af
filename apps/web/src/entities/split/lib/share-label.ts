import type { Split } from "@forkful/contracts/tabs";

type Share = Split["lines"][number]["share"];

const FRACTIONS: Record<string, string> = {
  "1/2": "½",
  "1/3": "⅓",
  "2/3": "⅔",
  "1/4": "¼",
  "3/4": "¾",
  "1/5": "⅕",
  "2/5": "⅖",
  "3/5": "⅗",
  "4/5": "⅘",
  "1/6": "⅙",
  "5/6": "⅚",
  "1/8": "⅛",
  "3/8": "⅜",
  "5/8": "⅝",
  "7/8": "⅞",
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A part's share of a dish as a diner reads it: "½", "⅔", "3/7"; the whole dish is "" (no fraction). */
export function shareFraction({ numerator, denominator }: Share): string {
  const d = gcd(numerator, denominator);
  const [n, m] = [numerator / d, denominator / d];
  if (n >= m) return "";
  const key = `${n}/${m}`;
  return FRACTIONS[key] ?? key;
}

/** "½ Naan", "2 × Lassi" (the whole line of two), "⅓ of 2 × Naan". */
export function shareLabel(itemName: string, share: Share, quantity = 1): string {
  const fraction = shareFraction(share);
  const dish = quantity > 1 ? `${quantity} × ${itemName}` : itemName;
  if (!fraction) return dish;
  return quantity > 1 ? `${fraction} of ${dish}` : `${fraction} ${dish}`;
}
