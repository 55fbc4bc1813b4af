import { beforeEach, describe, expect, it } from "vitest";
import { cartStore } from "../features/cart/stores/cart-store";
import { checkoutCouponStore } from "../features/cart/stores/checkout-coupon-store";
import { restaurantFixture } from "../shared/testing/fixtures";
import { ORDER_ID, orderFixture } from "../shared/testing/order-fixtures";
import { settleCartWith } from "./cart-order-sync";

const restaurant = restaurantFixture({ open: 1 });
const waiting = {
  orderId: ORDER_ID,
  merchantType: restaurant.merchantType,
  locationSlug: restaurant.locationSlug,
  tableId: null,
  fingerprint: "f",
};
const line = { lineId: "l1", itemId: 40, itemName: "Garden Salad", quantity: 1, price: 1400, subTotal: 1400 } as never;

beforeEach(() => {
  cartStore.getState().reset();
  cartStore.setState({ items: [line], idempotencyKey: "k", awaitingPayment: waiting });
  checkoutCouponStore.getState().choose(restaurant.id, "SAVE5");
});

describe("the cart and the order it was placed as", () => {
  it("stays while the order waits for payment", () => {
    settleCartWith(orderFixture(restaurant, { paymentDueAt: "2026-11-23T15:52:00.000Z" }));
    expect(cartStore.getState().items).toHaveLength(1);
    expect(cartStore.getState().awaitingPayment).toEqual(waiting);
    expect(checkoutCouponStore.getState().couponCode).toBe("SAVE5");
  });

  it("starts again once the order is to be paid at the restaurant", () => {
    settleCartWith(orderFixture(restaurant, { payment: { state: "at_location" } as never }));
    expect(cartStore.getState()).toMatchObject({ items: [], awaitingPayment: null, idempotencyKey: null });
    // The coupon typed at checkout went with the order.
    expect(checkoutCouponStore.getState().couponCode).toBeNull();
  });

  it("keeps its dishes, with a new key, once the order was released", () => {
    settleCartWith(orderFixture(restaurant, { status: 8, releasedUnpaidAt: "2026-11-23T15:52:00.000Z" }));
    expect(cartStore.getState()).toMatchObject({ awaitingPayment: null, idempotencyKey: null });
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it("does nothing for a shared view, which says nothing of the payment", () => {
    settleCartWith(orderFixture(restaurant, { customerId: null, status: 11 }));
    expect(cartStore.getState().awaitingPayment).toEqual(waiting);
  });
});
