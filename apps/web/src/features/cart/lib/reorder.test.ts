import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { reorderCheckRequest, reorderOrigin, reorderPlan } from "./reorder";

const order = {
  locationId: 3,
  locationSlug: "mission-verde-taqueria-mission-district",
  merchantType: "restaurant",
  branchName: "Mission Verde",
  currency: "USD",
  orderType: "pickup",
  orderTypeId: 7,
  items: [
    {
      itemId: 1,
      itemName: "Birria Taco",
      quantity: 3,
      unitPrice: 500,
      options: [{ modifierOptionId: 9, optionName: "Extra consommé", price: 150, quantity: 1 }],
      subtotal: 1950,
      comment: "Extra lime",
    },
    { itemId: 2, itemName: "Horchata", quantity: 1, unitPrice: 400, options: [], subtotal: 400, comment: null },
  ],
} as unknown as Order;

describe("reorder", () => {
  it("checks every line of the order with its options", () => {
    expect(reorderCheckRequest(order)).toEqual({
      locationId: 3,
      orderType: "pickup",
      items: [
        { itemId: 1, quantity: 3, options: [{ modifierOptionId: 9, quantity: 1 }] },
        { itemId: 2, quantity: 1, options: [] },
      ],
    });
  });

  it("keeps what can be had now, at today's price and within today's stock, and says what it left out", () => {
    const plan = reorderPlan(order, [
      { itemId: 1, available: true, reason: null, price: 550, stockQuantity: 2 },
      { itemId: 2, available: false, reason: "Sold out", price: 400, stockQuantity: 0 },
    ]);
    expect(plan.items).toEqual([
      expect.objectContaining({
        itemId: 1,
        basePrice: 550,
        quantity: 2,
        comment: "Extra lime",
        options: [expect.objectContaining({ modifierOptionId: 9, price: 150 })],
      }),
    ]);
    expect(plan.dropped).toEqual([{ itemName: "Horchata", reason: "Sold out" }]);
  });

  it("starts from the order's restaurant and type, on its regular menu", () => {
    expect(reorderOrigin(order)).toMatchObject({
      locationId: 3,
      menuType: "pickup",
      orderTypeId: 7,
      tableId: null,
      event: null,
      currency: "USD",
    });
  });
});
