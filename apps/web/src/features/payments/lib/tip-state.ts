/** The tip of an unpaid order (or of a part of its split bill) as the tip picker shows it (spec §3, §7). */
import type { Currency } from "@forkful/contracts/constants";
import type { TipType } from "@forkful/contracts/order-totals";
import { suggestedTips } from "@forkful/contracts/order-totals";

export interface TipChoice {
  tipType: TipType;
  /** PERCENTAGE: a percent; FLATFEE: minor units. */
  tipValue: number;
  isAppliedTip: boolean;
  customTip: boolean;
  /** The custom tip as typed, in major units. */
  customTipValue: string;
}

export const NO_TIP: TipChoice = { tipType: "FLATFEE", tipValue: 0, isAppliedTip: false, customTip: false, customTipValue: "" };

/** The tip as it stands: the order's, or a part's, with the subtotal its percentages are of. */
export interface TipNow {
  tip: number;
  tipType: TipType;
  subtotal: number;
  currency: Currency;
}

/** What the picker shows for the tip: a suggested percentage when it is one, else a custom amount. */
export function tipChoiceOf({ tip, tipType, subtotal, currency }: TipNow): TipChoice {
  if (tip <= 0) return NO_TIP;
  if (tipType === "PERCENTAGE") {
    const match = suggestedTips(currency, subtotal).find((s) => s.amount === tip);
    if (match) return { tipType: "PERCENTAGE", tipValue: match.percent, isAppliedTip: true, customTip: false, customTipValue: "" };
  }
  return { tipType: "FLATFEE", tipValue: tip, isAppliedTip: true, customTip: true, customTipValue: (tip / 100).toFixed(2) };
}

/** A custom tip typed in major units ("2.5") in minor units; null when it is not an amount. */
export function customTipMinor(text: string): number | null {
  if (!text.trim()) return 0;
  const major = Number.parseFloat(text.replace(",", "."));
  return Number.isFinite(major) && major >= 0 ? Math.round(major * 100) : null;
}
