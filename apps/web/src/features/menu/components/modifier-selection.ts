/**
 * The rules of the modifier picker, as pure functions: which options are chosen, whether the choice meets
 * each modifier's min/max, and what the item costs (item + options) × quantity, in minor units.
 */
import type { MenuItem, Modifier, ModifierOption } from "@forkful/contracts/menu";

/** modifierId → chosen modifierOptionIds, in the order they were chosen. */
export type Selection = Readonly<Record<number, readonly number[]>>;

export const MAX_QUANTITY = 99;

/**
 * What the dish opens with: its listed price. Where the restaurant preselects a required choice, the cheapest
 * options are preselected instead (its default first among equal prices), so a dearer default never raises the price
 * shown on the card; a required choice without a default is left to the diner. An optional choice preselects only
 * free defaults. Never more than a modifier allows.
 */
export function defaultSelection(modifiers: readonly Modifier[]): Selection {
  const selection: Record<number, number[]> = {};
  for (const modifier of modifiers) {
    const defaults = modifier.options.filter((o) => o.isDefault);
    const picked =
      modifier.minChoices > 0
        ? [...modifier.options].sort(cheapestDefaultFirst).slice(0, defaults.length)
        : defaults.filter((o) => o.price === 0);
    selection[modifier.modifierId] = picked.slice(0, modifier.maxChoices).map((o) => o.modifierOptionId);
  }
  return selection;
}

/** Cheaper first; on equal prices the restaurant's default first; otherwise the listed order (the sort is stable). */
const cheapestDefaultFirst = (a: ModifierOption, b: ModifierOption) => a.price - b.price || Number(b.isDefault) - Number(a.isDefault);

/** A dish that can be added straight from its card: no choice is required, so its defaults are a whole order. */
export const needsNoChoice = (item: Pick<MenuItem, "modifiers">): boolean => item.modifiers.every((m) => m.minChoices === 0);

export const chosen = (selection: Selection, modifierId: number): readonly number[] => selection[modifierId] ?? [];

/**
 * Choosing an option: a single-choice modifier (max 1) swaps to it; otherwise it toggles, and a choice
 * past the maximum is refused (the selection is returned unchanged).
 */
export function toggleOption(selection: Selection, modifier: Modifier, optionId: number): Selection {
  const current = chosen(selection, modifier.modifierId);
  let next: readonly number[];
  if (modifier.maxChoices === 1) next = current.includes(optionId) && modifier.minChoices === 0 ? [] : [optionId];
  else if (current.includes(optionId)) next = current.filter((id) => id !== optionId);
  else if (current.length >= modifier.maxChoices) return selection;
  else next = [...current, optionId];
  return { ...selection, [modifier.modifierId]: next };
}

/** Whether an unchosen option can still be chosen (a multiple choice at its maximum cannot). */
export function canChoose(selection: Selection, modifier: Modifier, optionId: number): boolean {
  const current = chosen(selection, modifier.modifierId);
  return modifier.maxChoices === 1 || current.includes(optionId) || current.length < modifier.maxChoices;
}

/** "Choose 1", "Choose up to 3", "Choose 2 to 4". */
export function describeRule(modifier: Modifier): string {
  const { minChoices: min, maxChoices: max } = modifier;
  if (min === max) return `Choose ${min}`;
  return min === 0 ? `Choose up to ${max}` : `Choose ${min} to ${max}`;
}

/** The message of a modifier whose choice breaks its rule, or null. */
export function modifierError(modifier: Modifier, count: number): string | null {
  if (count < modifier.minChoices) {
    return modifier.minChoices === 1 ? "Please choose an option" : `Please choose at least ${modifier.minChoices} options`;
  }
  if (count > modifier.maxChoices) return `Please choose no more than ${modifier.maxChoices}`;
  return null;
}

export interface SelectionSummary {
  /** Item price plus chosen options, for one. */
  unitPrice: number;
  /** unitPrice × quantity */
  total: number;
  quantity: number;
  valid: boolean;
  errors: Record<number, string | null>;
  options: Array<{ modifier: Modifier; option: ModifierOption }>;
}

export function clampQuantity(quantity: number, item: Pick<MenuItem, "stockQuantity">): number {
  const max = item.stockQuantity !== null && item.stockQuantity > 0 ? Math.min(item.stockQuantity, MAX_QUANTITY) : MAX_QUANTITY;
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), max);
}

export function evaluateSelection(
  item: Pick<MenuItem, "price" | "modifiers" | "stockQuantity">,
  selection: Selection,
  quantity: number,
): SelectionSummary {
  const errors: Record<number, string | null> = {};
  const options: SelectionSummary["options"] = [];
  let unitPrice = item.price;
  for (const modifier of item.modifiers) {
    const ids = chosen(selection, modifier.modifierId);
    const picked = modifier.options.filter((o) => ids.includes(o.modifierOptionId));
    errors[modifier.modifierId] = modifierError(modifier, picked.length);
    for (const option of picked) {
      unitPrice += option.price;
      options.push({ modifier, option });
    }
  }
  const qty = clampQuantity(quantity, item);
  return {
    unitPrice,
    total: unitPrice * qty,
    quantity: qty,
    valid: Object.values(errors).every((e) => e === null),
    errors,
    options,
  };
}
