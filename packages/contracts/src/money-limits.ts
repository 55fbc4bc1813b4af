/**
 * The most money and food one order may hold, in integer minor units, the same for USD and INR.
 *
 * An order comes to at most 100,000.00 before discounts and wallet ($100,000 or ₹1,00,000): well above a real
 * restaurant order (a catering order for 500 guests at $150 a head is $75,000), and far inside PostgreSQL's
 * `integer` (2,147,483,647), so every money column of an order (lines, subtotal, tax, tip, discount, total) and of
 * its payments fits. 99 of one line is what a quantity stepper shows in two digits; 100 lines fill any real cart.
 */
import type { Currency } from "./constants";
import { formatMoney } from "./money";

export const MAX_ORDER_AMOUNT = 10_000_000;
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 100;
/** One wallet top-up; a wallet holds at most ten orders' worth (refunds of its own orders aside). */
export const MAX_WALLET_TOP_UP = 1_000_000;
export const MAX_WALLET_BALANCE = 10 * MAX_ORDER_AMOUNT;

export const LINE_QUANTITY_TOO_LARGE = `quantity may be at most ${MAX_LINE_QUANTITY}`;
export const CART_TOO_LONG = `A cart may have ${MAX_CART_LINES} lines`;
export const WALLET_TOP_UP_TOO_LARGE = `A wallet top-up may be at most ${MAX_WALLET_TOP_UP} minor units`;
export const WALLET_FULL = `A wallet may hold at most ${MAX_WALLET_BALANCE} minor units`;

/** An amount a client names (wallet to redeem, an amount to collect or discount) above any order's. */
export const amountTooLargeText = (field: string) => `${field} may be at most ${MAX_ORDER_AMOUNT} minor units`;

export function orderTooLargeText(currency: Currency): string {
  return `An order can come to at most ${formatMoney(MAX_ORDER_AMOUNT, currency)} before discounts. Split it into smaller orders or call the restaurant.`;
}

export function tipTooLargeText(largest: number, currency: Currency): string {
  return `A tip can be at most ${formatMoney(largest, currency)} on this order`;
}

/** What the limit applies to: everything the order charges, before discounts and wallet. */
export interface ChargedMoney {
  subtotal: number;
  tax: number;
  deliveryFee: number;
  tip: number;
}

export function isWithinOrderLimit({ subtotal, tax, deliveryFee, tip }: ChargedMoney): boolean {
  return subtotal + tax + deliveryFee + tip <= MAX_ORDER_AMOUNT;
}

/** The largest tip an order that already charges this much can take. */
export function largestTip({ subtotal, tax, deliveryFee }: Omit<ChargedMoney, "tip">): number {
  return Math.max(0, MAX_ORDER_AMOUNT - subtotal - tax - deliveryFee);
}
