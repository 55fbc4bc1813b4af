import { ORDER_REFUSALS } from "@forkful/contracts/order-refusals";
import { describe, expect, it } from "vitest";
import { priceCart } from "./order-pricing";

const rates = { defaultTax: 888, orderTax: 888, defaultItemTax: 888 };
const pie = { id: 1, name: "Cheese Pie", price: 2200, taxRate: null, stockQuantity: null };
const cookie = { id: 2, name: "Rainbow Cookie", price: 450, taxRate: 0, stockQuantity: 3 };
const sizes = {
  id: 10,
  itemId: 1,
  name: "Size",
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 100, name: "Slice", price: 0 },
    { id: 101, name: "Whole", price: 1800 },
  ],
};
const dips = {
  id: 11,
  itemId: 1,
  name: "Dips",
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 110, name: "Ranch", price: 100 },
    { id: 111, name: "Garlic", price: 100 },
    { id: 112, name: "Honey", price: 150 },
  ],
};
const menu = [pie, cookie];
const mods = [sizes, dips];
const line = (itemId: number, quantity: number, options: number[] = []) => ({
  itemId,
  quantity,
  options: options.map((id) => ({ modifierOptionId: id, quantity: 1 })),
});

describe("priceCart", () => {
  it("prices options per unit from the menu, whatever the client sent", () => {
    const [priced] = priceCart([line(1, 2, [101, 110])], menu, mods, rates);
    expect(priced).toMatchObject({ itemName: "Cheese Pie", unitPrice: 2200, subtotal: 2 * (2200 + 1800 + 100), taxRate: 888 });
    expect(priced!.options.map((o) => o.optionName)).toEqual(["Whole", "Ranch"]);
  });

  it("refuses unknown items and options of other items", () => {
    expect(() => priceCart([line(99, 1)], menu, mods, rates)).toThrow("not on this menu");
    expect(() => priceCart([line(2, 1, [100])], menu, mods, rates)).toThrow("not an option of Rainbow Cookie");
  });

  it("holds each modifier's min and max", () => {
    expect(() => priceCart([line(1, 1)], menu, mods, rates)).toThrow('Choose at least 1 for "Size"');
    expect(() => priceCart([line(1, 1, [100, 101])], menu, mods, rates)).toThrow('Choose at most 1 for "Size"');
    expect(() => priceCart([line(1, 1, [100, 110, 111, 112])], menu, mods, rates)).toThrow('Choose at most 2 for "Dips"');
    expect(() => priceCart([line(1, 1, [100, 100])], menu, mods, rates)).toThrow("chosen twice");
  });

  it("checks stock across lines of the same item", () => {
    expect(priceCart([line(2, 3)], menu, mods, rates)[0]!.subtotal).toBe(1350);
    expect(() => priceCart([line(2, 2), line(2, 2)], menu, mods, rates)).toThrow("Only 3 left of Rainbow Cookie");
    expect(() => priceCart([line(2, 1)], [{ ...cookie, stockQuantity: 0 }], mods, rates)).toThrow("Rainbow Cookie is sold out");
  });

  it("refuses an option sold out now as sold out (409 OPTION_SOLD_OUT), and prices the dish with another", () => {
    const soldOutRanch = { ...dips, options: dips.options.map((o) => (o.id === 110 ? { ...o, soldOut: true } : o)) };
    const refusal = (() => {
      try {
        priceCart([line(1, 1, [100, 110])], menu, [sizes, soldOutRanch], rates);
      } catch (error) {
        return error as { status?: number; code?: string; message: string };
      }
      return null;
    })();
    expect(refusal).toMatchObject({ code: "OPTION_SOLD_OUT", message: ORDER_REFUSALS.optionSoldOut("Ranch", "Cheese Pie") });
    expect(priceCart([line(1, 1, [100, 111])], menu, [sizes, soldOutRanch], rates)[0]!.subtotal).toBe(2300);
  });
});
