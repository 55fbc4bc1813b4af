import { describe, expect, it } from "vitest";
import { burger, cookie, option } from "../../../shared/testing/cart-lines";
import {
  addLine,
  type CartItem,
  changeLineQuantity,
  countItems,
  customisationKey,
  linesSubtotal,
  MAX_CART_QUANTITY,
  removeLine,
  setLineComment,
  setLineOptions,
  setLineQuantity,
} from "./cart-lines";

let n = 0;
const id = () => `line-${++n}`;
const bacon = option(3, "Bacon", 150);
const cheese = option(4, "Cheese", 100);

describe("cart lines", () => {
  it("keeps two burgers with different add-ons as two lines and merges the same choices", () => {
    let lines: CartItem[] = [];
    lines = addLine(lines, burger([bacon]), id);
    lines = addLine(lines, burger([cheese]), id);
    expect(lines).toHaveLength(2);
    lines = addLine(lines, burger([bacon], 2), id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: 3, price: 1350, subTotal: 4050, modifierIds: [2] });
    expect(countItems(lines)).toBe(4);
    expect(linesSubtotal(lines)).toBe(4050 + 1300);
  });

  it("treats choices in any order as the same customisation", () => {
    expect(customisationKey(10, [bacon, cheese])).toBe(customisationKey(10, [cheese, bacon]));
    expect(customisationKey(10, [bacon])).not.toBe(customisationKey(10, [{ ...bacon, quantity: 2 }]));
  });

  it("never goes below 0, and a line at 0 leaves the cart", () => {
    let lines = addLine([], burger(), id);
    const lineId = lines[0]!.lineId;
    lines = changeLineQuantity(lines, lineId, -1);
    expect(lines).toEqual([]);
    lines = setLineQuantity(
      addLine([], burger(), () => "b"),
      "b",
      -5,
    );
    expect(lines).toEqual([]);
  });

  it("caps a line at the item's stock and at 99", () => {
    let lines = addLine([], cookie(5, 3), () => "c");
    expect(lines[0]!.quantity).toBe(3);
    lines = changeLineQuantity(lines, "c", 1);
    expect(lines[0]!.quantity).toBe(3);
    lines = setLineQuantity(
      addLine([], burger(), () => "b"),
      "b",
      500,
    );
    expect(lines[0]!.quantity).toBe(MAX_CART_QUANTITY);
  });

  it("does not add an item that has no stock", () => {
    expect(addLine([], cookie(1, 0), id)).toEqual([]);
  });

  it("removes one line and keeps comments per line", () => {
    let lines = addLine(
      addLine([], burger([bacon]), () => "a"),
      burger([cheese]),
      () => "b",
    );
    lines = setLineComment(lines, "b", "No onions");
    expect(lines.find((l) => l.lineId === "b")?.comment).toBe("No onions");
    expect(lines.find((l) => l.lineId === "a")?.comment).toBe("");
    lines = removeLine(lines, "a");
    expect(lines.map((l) => l.lineId)).toEqual(["b"]);
  });

  it("saves new choices on one instance, merging into a line that already has them", () => {
    let lines = addLine(
      addLine([], burger([bacon]), () => "a"),
      burger([cheese], 2),
      () => "b",
    );
    lines = setLineOptions(lines, "a", [bacon, cheese], 1200);
    expect(lines.find((l) => l.lineId === "a")).toMatchObject({ price: 1450, subTotal: 1450 });
    lines = setLineOptions(lines, "a", [cheese], 1200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ lineId: "b", quantity: 3, subTotal: 3900 });
  });
});
