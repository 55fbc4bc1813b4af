import type { Modifier } from "@forkful/contracts/menu";
import { describe, expect, it } from "vitest";
import { canChoose, clampQuantity, defaultSelection, describeRule, evaluateSelection, toggleOption } from "./modifier-selection";

const option = (id: number, price: number, isDefault = false) => ({ modifierOptionId: id, optionName: `Option ${id}`, price, isDefault });
const size: Modifier = {
  modifierId: 1,
  name: "Size",
  typeId: "size",
  minChoices: 1,
  maxChoices: 1,
  options: [option(11, 0, true), option(12, 150)],
};
const addons: Modifier = {
  modifierId: 2,
  name: "Add-ons",
  typeId: "addon",
  minChoices: 0,
  maxChoices: 2,
  options: [option(21, 50), option(22, 75), option(23, 100)],
};
const sauces: Modifier = {
  modifierId: 3,
  name: "Sauces",
  typeId: "addon",
  minChoices: 2,
  maxChoices: 3,
  options: [option(31, 0), option(32, 0, true), option(33, 25)],
};
const item = { price: 1000, stockQuantity: null, modifiers: [size, addons, sauces] };

describe("modifier selection", () => {
  it("preselects the default options", () => {
    expect(defaultSelection(item.modifiers)).toEqual({ 1: [11], 2: [], 3: [32] });
  });

  it("opens at the listed price: a required choice whose default is dearer starts at its cheapest option", () => {
    // Pepperoni Pie: listed at $26, its Large 18" (+$8) is the restaurant's default size.
    const pieSize: Modifier = { ...size, options: [option(41, 0), option(42, 800, true)] };
    const pie = { price: 2600, stockQuantity: null, modifiers: [pieSize, addons] };
    const selection = defaultSelection(pie.modifiers);
    expect(selection[1]).toEqual([41]);
    expect(evaluateSelection(pie, selection, 1)).toMatchObject({ unitPrice: 2600, valid: true });
  });

  it("preselects no optional extra that costs more", () => {
    const paidDefault: Modifier = { ...addons, options: [option(21, 50, true), option(22, 0, true)] };
    expect(defaultSelection([paidDefault])).toEqual({ 2: [22] });
  });

  it("never preselects more defaults than the maximum", () => {
    const greedy: Modifier = { ...addons, maxChoices: 1, options: [option(1, 0, true), option(2, 0, true)] };
    expect(defaultSelection([greedy])).toEqual({ 2: [1] });
  });

  it("swaps a single choice and toggles a multiple choice", () => {
    let s = defaultSelection(item.modifiers);
    s = toggleOption(s, size, 12);
    expect(s[1]).toEqual([12]);
    s = toggleOption(s, size, 12);
    expect(s[1]).toEqual([12]); // a required single choice stays chosen
    s = toggleOption(s, addons, 21);
    s = toggleOption(s, addons, 22);
    expect(s[2]).toEqual([21, 22]);
    s = toggleOption(s, addons, 21);
    expect(s[2]).toEqual([22]);
  });

  it("lets an optional single choice be cleared", () => {
    const optional: Modifier = { ...size, minChoices: 0 };
    const s = toggleOption(toggleOption({}, optional, 11), optional, 11);
    expect(s[1]).toEqual([]);
  });

  it("refuses a choice past the maximum and reports it as unavailable", () => {
    let s = toggleOption(toggleOption({}, addons, 21), addons, 22);
    expect(canChoose(s, addons, 23)).toBe(false);
    expect(canChoose(s, addons, 21)).toBe(true);
    const before = s;
    s = toggleOption(s, addons, 23);
    expect(s).toBe(before);
  });

  it("validates minimums and prices the options into the total", () => {
    const s = defaultSelection(item.modifiers);
    let summary = evaluateSelection(item, s, 1);
    expect(summary.valid).toBe(false);
    expect(summary.errors).toEqual({ 1: null, 2: null, 3: "Please choose at least 2 options" });
    expect(summary.unitPrice).toBe(1000);

    const full = toggleOption(toggleOption(toggleOption(s, sauces, 33), size, 12), addons, 22);
    summary = evaluateSelection(item, full, 3);
    expect(summary.valid).toBe(true);
    expect(summary.unitPrice).toBe(1000 + 150 + 75 + 25);
    expect(summary.total).toBe((1000 + 150 + 75 + 25) * 3);
    expect(summary.options.map((o) => o.option.modifierOptionId)).toEqual([12, 22, 32, 33]);
  });

  it("flags a required single choice left empty", () => {
    expect(evaluateSelection(item, {}, 1).errors[1]).toBe("Please choose an option");
  });

  it("keeps the quantity between 1 and what is in stock", () => {
    expect(clampQuantity(0, { stockQuantity: null })).toBe(1);
    expect(clampQuantity(-4, { stockQuantity: null })).toBe(1);
    expect(clampQuantity(500, { stockQuantity: null })).toBe(99);
    expect(clampQuantity(5, { stockQuantity: 3 })).toBe(3);
    expect(evaluateSelection({ ...item, modifiers: [] }, {}, 0)).toMatchObject({ quantity: 1, total: 1000, valid: true });
  });

  it("describes each rule", () => {
    expect(describeRule(size)).toBe("Choose 1");
    expect(describeRule(addons)).toBe("Choose up to 2");
    expect(describeRule(sauces)).toBe("Choose 2 to 3");
  });
});
