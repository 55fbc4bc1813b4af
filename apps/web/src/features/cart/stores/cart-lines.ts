/**
 * The lines of a cart, as pure functions (spec §3 "Cart item", §4 "Cart"). Each line is one item instance with its
 * own customisation: two burgers with different add-ons are two lines, the same choices merge into one line. A
 * quantity never goes below 0, and a line at 0 leaves the cart.
 */

import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { MAX_LINE_QUANTITY } from "@forkful/contracts/money-limits";

/** The most of one line an order may hold (the contracts' cartLineSchema). */
export const MAX_CART_QUANTITY = MAX_LINE_QUANTITY;

/** A chosen option of a cart item (spec §3: modifierOptionId, optionName, price, quantity, modifier, typeId). */
export interface CartOption {
  modifierOptionId: number;
  optionName: string;
  /** minor units, for one */
  price: number;
  quantity: number;
  /** The modifier's name ("Size") and id. */
  modifier: string;
  modifierId: number;
  typeId: string;
}

/** One cart line (spec §3 "Cart item"). Money in minor units at menu prices; the server prices the order. */
export interface CartItem {
  /** This instance of the item in the cart. */
  lineId: string;
  itemId: number;
  itemName: string;
  slug: string;
  quantity: number;
  /** One of this line: the item's price plus its options. */
  price: number;
  /** price × quantity */
  subTotal: number;
  options: CartOption[];
  modifierIds: number[];
  comment: string;
  is_discount_applied: boolean;
  offer_data: unknown;
  offer_amount: number;
  stockQuantity: number | null;
  alertQuantity: number | null;
}

/** What adding an item needs: the dish, its chosen options and a quantity. */
export interface NewCartItem {
  itemId: number;
  itemName: string;
  slug: string;
  /** The item's own price, without options. */
  basePrice: number;
  options: CartOption[];
  quantity: number;
  comment?: string;
  stockQuantity: number | null;
  alertQuantity: number | null;
}

/** Lines with the same item and the same choices are the same line. */
export function customisationKey(itemId: number, options: readonly Pick<CartOption, "modifierOptionId" | "quantity">[]): string {
  const chosen = options
    .map((o) => `${o.modifierOptionId}x${o.quantity}`)
    .sort()
    .join(",");
  return `${itemId}:${chosen}`;
}

const keyOf = (line: Pick<CartItem, "itemId" | "options">) => customisationKey(line.itemId, line.options);

/** The most of one item the cart may hold: its stock when it is counted, and never more than 99. */
export function maxQuantity(line: Pick<CartItem, "stockQuantity">): number {
  return line.stockQuantity !== null && line.stockQuantity >= 0 ? Math.min(line.stockQuantity, MAX_CART_QUANTITY) : MAX_CART_QUANTITY;
}

export function unitPrice(basePrice: number, options: readonly Pick<CartOption, "price" | "quantity">[]): number {
  return basePrice + options.reduce((sum, o) => sum + o.price * o.quantity, 0);
}

function withQuantity(line: CartItem, quantity: number): CartItem {
  const next = Math.min(Math.max(0, Math.trunc(quantity) || 0), maxQuantity(line));
  return { ...line, quantity: next, subTotal: line.price * next };
}

/** Adds an item: merged into the line with the same choices, or a new line. */
export function addLine(lines: readonly CartItem[], item: NewCartItem, newLineId: () => string): CartItem[] {
  const options = item.options.map((o) => ({ ...o }));
  const key = customisationKey(item.itemId, options);
  const existing = lines.find((line) => keyOf(line) === key);
  if (existing) {
    return lines.map((line) =>
      line === existing
        ? withQuantity({ ...line, stockQuantity: item.stockQuantity, alertQuantity: item.alertQuantity }, line.quantity + item.quantity)
        : line,
    );
  }
  const price = unitPrice(item.basePrice, options);
  const line: CartItem = withQuantity(
    {
      lineId: newLineId(),
      itemId: item.itemId,
      itemName: item.itemName,
      slug: item.slug,
      quantity: 0,
      price,
      subTotal: 0,
      options,
      modifierIds: [...new Set(options.map((o) => o.modifierId))],
      comment: item.comment?.trim() ?? "",
      is_discount_applied: false,
      offer_data: null,
      offer_amount: 0,
      stockQuantity: item.stockQuantity,
      alertQuantity: item.alertQuantity,
    },
    item.quantity,
  );
  return line.quantity > 0 ? [...lines, line] : [...lines];
}

/** Sets a line's quantity (never below 0, never above its maximum); at 0 the line leaves the cart. */
export function setLineQuantity(lines: readonly CartItem[], lineId: string, quantity: number): CartItem[] {
  return lines.map((line) => (line.lineId === lineId ? withQuantity(line, quantity) : line)).filter((line) => line.quantity > 0);
}

export function changeLineQuantity(lines: readonly CartItem[], lineId: string, by: number): CartItem[] {
  const line = lines.find((l) => l.lineId === lineId);
  return line ? setLineQuantity(lines, lineId, line.quantity + by) : [...lines];
}

export function removeLine(lines: readonly CartItem[], lineId: string): CartItem[] {
  return lines.filter((line) => line.lineId !== lineId);
}

export function setLineComment(lines: readonly CartItem[], lineId: string, comment: string): CartItem[] {
  return lines.map((line) => (line.lineId === lineId ? { ...line, comment: comment.slice(0, NOTE_LIMITS.itemNote) } : line));
}

/**
 * New choices for one line instance. If another line already has exactly these choices, the two merge (the
 * other line keeps its place and takes this line's quantity).
 */
export function setLineOptions(lines: readonly CartItem[], lineId: string, options: CartOption[], basePrice: number): CartItem[] {
  const line = lines.find((l) => l.lineId === lineId);
  if (!line) return [...lines];
  const key = customisationKey(line.itemId, options);
  const twin = lines.find((l) => l.lineId !== lineId && keyOf(l) === key);
  if (twin) {
    return lines.filter((l) => l.lineId !== lineId).map((l) => (l === twin ? withQuantity(l, l.quantity + line.quantity) : l));
  }
  const price = unitPrice(basePrice, options);
  return lines.map((l) =>
    l.lineId === lineId
      ? { ...l, options, modifierIds: [...new Set(options.map((o) => o.modifierId))], price, subTotal: price * l.quantity }
      : l,
  );
}

export const countItems = (lines: readonly CartItem[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const linesSubtotal = (lines: readonly CartItem[]) => lines.reduce((sum, line) => sum + line.subTotal, 0);
