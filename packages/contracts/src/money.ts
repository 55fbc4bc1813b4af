/** Money is integer minor units everywhere except the display (ARCHITECTURE "Rules of the house"). */
import type { Currency } from "./constants";

const LOCALE_OF: Record<Currency, string> = { USD: "en-US", INR: "en-IN" };
const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_OF[currency], {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Both USD and INR have 100 minor units to the major unit. */
export const MINOR_UNITS_PER_MAJOR = 100;

export function formatMoney(minorUnits: number, currency: Currency): string {
  if (!Number.isInteger(minorUnits)) throw new RangeError(`Money must be integer minor units, got ${minorUnits}`);
  return formatterFor(currency).format(minorUnits / MINOR_UNITS_PER_MAJOR);
}

export function toMinorUnits(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

/** Applies a rate in basis points (1% = 100 bp) to a minor-unit amount, rounding half away from zero. */
export function applyBasisPoints(minorUnits: number, basisPoints: number): number {
  const exact = (minorUnits * basisPoints) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
