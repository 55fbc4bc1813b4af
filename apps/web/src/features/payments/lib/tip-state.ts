/** The tip of an unpaid order as the tip picker shows it, and the add-tip request of a choice (spec §3, §7). */
import type { TipType } from "@forkful/contracts/order-totals";
import { suggestedTips } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";

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

/** What the picker shows for the order's tip: a suggested percentage when it is one, else a custom amount. */
export function tipChoiceOf(order: Pick<Order, "tipType" | "totals" | "currency">): TipChoice {
  const { tip, subtotal } = order.totals;
  if (tip <= 0) return NO_TIP;
  if (order.tipType === "PERCENTAGE") {
    const match = suggestedTips(order.currency, subtotal).find((s) => s.amount === tip);
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
