/**
 * Order arithmetic, in integer minor units. The server prices every order with these functions from
 * database prices; the web only shows what the server answered.
 *
 * - A line costs (item price + each chosen option's price × its quantity) × quantity.
 * - Each line is taxed at its item's rate, else the location's defaultItemTax, else defaultTax.
 * - orderTax applies to order-level charges (the delivery fee). Tips are not taxed.
 * - A percentage tip is a share of the subtotal before discount; a FLATFEE tip is an amount.
 * - A discount counts only when above 0 and never exceeds the subtotal.
 * - Wallet redemption never exceeds what is left to pay.
 */
import { type Currency, SUGGESTED_TIPS_A, SUGGESTED_TIPS_B } from "./constants";
import { applyBasisPoints, toMinorUnits } from "./money";

export const TIP_TYPES = ["FLATFEE", "PERCENTAGE"] as const;
export type TipType = (typeof TIP_TYPES)[number];

export interface PricedLine {
  unitPrice: number;
  optionPrices: { price: number; quantity: number }[];
  quantity: number;
  /** basis points; null → the location's default */
  taxRate: number | null;
}

export interface TaxRates {
  defaultTax: number;
  orderTax: number;
  defaultItemTax: number;
}

export interface TotalsInput {
  lines: PricedLine[];
  rates: TaxRates;
  deliveryFee: number;
  tip: { tipType: TipType; tipValue: number } | null;
  discount: number;
  walletRequested: number;
  walletAvailable: number;
}

export interface Totals {
  subtotal: number;
  tax: number;
  deliveryFee: number;
  tip: number;
  discount: number;
  isDiscountApplied: boolean;
  walletRedeemed: number;
  total: number;
}

export function lineSubtotal(line: Pick<PricedLine, "unitPrice" | "optionPrices" | "quantity">): number {
  const each = line.unitPrice + line.optionPrices.reduce((sum, o) => sum + o.price * o.quantity, 0);
  return each * line.quantity;
}

export function itemTaxRate(taxRate: number | null, rates: TaxRates): number {
  return taxRate ?? (rates.defaultItemTax || rates.defaultTax);
}

/** A tip in minor units: PERCENTAGE tipValue is a percent (e.g. 15), FLATFEE tipValue is minor units. */
export function tipAmount(tip: TotalsInput["tip"], subtotal: number): number {
  if (!tip || tip.tipValue <= 0) return 0;
  return tip.tipType === "PERCENTAGE" ? applyBasisPoints(subtotal, Math.round(tip.tipValue * 100)) : Math.round(tip.tipValue);
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = input.lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
  const tip = tipAmount(input.tip, subtotal);
  const itemTax = input.lines.reduce((sum, line) => sum + applyBasisPoints(lineSubtotal(line), itemTaxRate(line.taxRate, input.rates)), 0);
  const tax = itemTax + applyBasisPoints(input.deliveryFee, input.rates.orderTax);
  const discount = Math.min(Math.max(0, Math.round(input.discount)), subtotal);
  const beforeWallet = subtotal + tax + input.deliveryFee + tip - discount;
  const walletRedeemed = Math.max(0, Math.min(input.walletRequested, input.walletAvailable, beforeWallet));
  return {
    subtotal,
    tax,
    deliveryFee: input.deliveryFee,
    tip,
    discount,
    isDiscountApplied: discount > 0,
    walletRedeemed,
    total: beforeWallet - walletRedeemed,
  };
}

/** Suggested tips (spec §9): table A for USD, table B for INR; amounts follow the subtotal once there is one. */
export function suggestedTips(currency: Currency, subtotal: number): { percent: number; amount: number }[] {
  const table = currency === "INR" ? SUGGESTED_TIPS_B : SUGGESTED_TIPS_A;
  return table.map(({ percent, amount }) => ({
    percent,
    amount: subtotal > 0 ? applyBasisPoints(subtotal, percent * 100) : toMinorUnits(amount),
  }));
}
