/**
 * Prices a cart from the menu as the database has it: every item must be on this menu, every option
 * must belong to its item and be offered now (not sold out), every modifier's min/max must hold, and stock must cover
 * the quantity.
 */

import { itemTaxRate, lineSubtotal, type TaxRates } from "@forkful/contracts/order-totals";
import type { CartLine, OrderLine } from "@forkful/contracts/orders";
import { REFUSALS } from "@forkful/contracts/refusals";
import { BadRequestError, ConflictError } from "../../lib/domain-errors";
import { groupBy } from "../../lib/group-by";

export interface MenuItemForPricing {
  id: number;
  name: string;
  price: number;
  taxRate: number | null;
  stockQuantity: number | null;
}

export interface ModifierForPricing {
  id: number;
  itemId: number;
  name: string;
  minChoices: number;
  maxChoices: number;
  /** Its options; one sold out now ("86") is refused when chosen (409 OPTION_SOLD_OUT). */
  options: { id: number; name: string; price: number; soldOut?: boolean }[];
}

type OptionRow = { modifierId: number; id: number; name: string; price: number };

/** The menu's modifiers and their options as the menu repository reads them (modifiersOf), joined as priceCart takes them. */
export function modifiersForPricing(rows: {
  modifiers: Omit<ModifierForPricing, "options">[];
  options: OptionRow[];
  /** The options sold out now, left out of `options` (the menu reads them apart). */
  soldOutOptions?: OptionRow[];
}): ModifierForPricing[] {
  const all = [
    ...rows.options.map((o) => ({ ...o, soldOut: false })),
    ...(rows.soldOutOptions ?? []).map((o) => ({ ...o, soldOut: true })),
  ];
  const optionsByModifier = groupBy(all, (o) => o.modifierId);
  return rows.modifiers.map((m) => ({
    ...m,
    options: (optionsByModifier.get(m.id) ?? []).map((o) => ({ id: o.id, name: o.name, price: o.price, soldOut: o.soldOut })),
  }));
}

/** A location's tax settings, as its prices are taxed. */
export const taxRatesOf = (location: TaxRates): TaxRates => ({
  defaultTax: location.defaultTax,
  orderTax: location.orderTax,
  defaultItemTax: location.defaultItemTax,
});

export interface PricedLine extends OrderLine {
  taxRate: number;
}

export function priceCart(lines: CartLine[], items: MenuItemForPricing[], modifiers: ModifierForPricing[], rates: TaxRates): PricedLine[] {
  const itemById = new Map(items.map((i) => [i.id, i]));
  const wanted = new Map<number, number>();
  const priced = lines.map((line) => {
    const item = itemById.get(line.itemId);
    if (!item) throw new BadRequestError(`An item in your cart (#${line.itemId}) is not on this menu any more`);
    wanted.set(item.id, (wanted.get(item.id) ?? 0) + line.quantity);

    const itemModifiers = modifiers.filter((m) => m.itemId === item.id);
    const chosenIds = line.options.map((o) => o.modifierOptionId);
    if (new Set(chosenIds).size !== chosenIds.length) throw new BadRequestError(`An option is chosen twice for ${item.name}`);
    const options = line.options.map((chosen) => {
      const modifier = itemModifiers.find((m) => m.options.some((o) => o.id === chosen.modifierOptionId));
      const option = modifier?.options.find((o) => o.id === chosen.modifierOptionId);
      if (!option) throw new BadRequestError(`Option #${chosen.modifierOptionId} is not an option of ${item.name}`);
      if (option.soldOut) throw new ConflictError(REFUSALS.OPTION_SOLD_OUT(option.name, item.name));
      return { modifierOptionId: option.id, optionName: option.name, price: option.price, quantity: chosen.quantity };
    });
    for (const modifier of itemModifiers) {
      const count = modifier.options.filter((o) => chosenIds.includes(o.id)).length;
      if (count < modifier.minChoices)
        throw new BadRequestError(`Choose at least ${modifier.minChoices} for "${modifier.name}" on ${item.name}`);
      if (count > modifier.maxChoices)
        throw new BadRequestError(`Choose at most ${modifier.maxChoices} for "${modifier.name}" on ${item.name}`);
    }
    const subtotal = lineSubtotal({ unitPrice: item.price, optionPrices: options, quantity: line.quantity });
    return {
      itemId: item.id,
      itemName: item.name,
      quantity: line.quantity,
      unitPrice: item.price,
      options,
      subtotal,
      comment: line.comment || null,
      taxRate: itemTaxRate(item.taxRate, rates),
    };
  });
  for (const [itemId, quantity] of wanted) {
    const item = itemById.get(itemId)!;
    if (item.stockQuantity !== null && item.stockQuantity < quantity)
      throw new ConflictError(REFUSALS.STOCK_GONE(item.name, item.stockQuantity));
  }
  return priced;
}
