import { createOrderRequestSchema } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { burger, hudson, option } from "../../../shared/testing/cart-lines";
import { addLine } from "../stores/cart-lines";
import { initialCartState } from "../stores/cart-state";
import { type CheckoutCart, initialCheckoutValues } from "../stores/checkout-values";
import { checkoutErrorsOf, checkoutFormSchema } from "./checkout-form";
import { cartLinesOf, createOrderRequestOf, totalsRequestOf } from "./order-request";

const KEY = "8f2b2c1e-1111-4a4a-9b9b-123456789abc";
const bacon = option(3, "Bacon", 150);

function cart(changes: Partial<CheckoutCart> = {}): CheckoutCart {
  const items = addLine(
    addLine([], burger([bacon], 2), () => "a"),
    { ...burger(), comment: "No onions" },
    () => "b",
  );
  return {
    ...initialCartState(),
    ...initialCheckoutValues(),
    locationId: hudson.locationId,
    currency: "USD",
    items,
    fullName: "Ada Lovelace",
    phone: "212 555 0100",
    ...changes,
  };
}

describe("order requests from the cart", () => {
  it("uses the wallet only when the diner chose to, in minor units", () => {
    expect(totalsRequestOf(cart({ availWalletAmount: false, redeemedWalletAmt: 500 }))).not.toHaveProperty("redeemWallet");
    expect(totalsRequestOf(cart({ availWalletAmount: true, redeemedWalletAmt: 0 }))).not.toHaveProperty("redeemWallet");
    expect(totalsRequestOf(cart({ availWalletAmount: true, redeemedWalletAmt: 750 }))).toMatchObject({ redeemWallet: 750 });
    const request = createOrderRequestOf(cart({ availWalletAmount: true, redeemedWalletAmt: 750 }), {
      idempotencyKey: KEY,
      customerId: null,
    });
    expect(request.redeemWallet).toBe(750);
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it("sends each line with its options and note", () => {
    expect(cartLinesOf(cart().items)).toEqual([
      { itemId: 10, quantity: 2, options: [{ modifierOptionId: 3, quantity: 1 }] },
      { itemId: 10, quantity: 1, options: [], comment: "No onions" },
    ]);
  });

  it("prices the cart with its order type, never a tip (asked on the payment page, decision 018), and not before it has lines", () => {
    expect(totalsRequestOf(cart({ currentOrderType: "delivery" }))).toMatchObject({ locationId: 1, orderType: "delivery" });
    expect(totalsRequestOf(cart())?.tip).toBeUndefined();
    expect(totalsRequestOf(cart({ items: [] }))).toBeNull();
  });

  it("prices a delivery at its chosen pin (that distance's fee, or the area's refusal), and nothing else at one", () => {
    const pin = { lat: 12.97, lng: 77.64 };
    expect(totalsRequestOf(cart({ currentOrderType: "delivery", locationDetails: pin }))?.address).toEqual(pin);
    expect(totalsRequestOf(cart({ currentOrderType: "delivery", locationDetails: null }))).not.toHaveProperty("address");
    expect(totalsRequestOf(cart({ currentOrderType: "pickup", locationDetails: pin }))).not.toHaveProperty("address");
  });

  it("builds a createOrder request the contracts accept, ASAP or for a slot", () => {
    const asap = createOrderRequestOf(cart(), { idempotencyKey: KEY, customerId: null });
    expect(createOrderRequestSchema.safeParse(asap).success).toBe(true);
    expect(asap).toMatchObject({ idempotencyKey: KEY, orderTimeASAP: true, fullName: "Ada Lovelace", countryCode: "+1" });
    expect(asap).not.toHaveProperty("customerId");
    const slot = { startsAt: "2026-11-23T16:00:00.000Z", label: "Mon, Nov 23, 11:00 AM", date: "2026-11-23" };
    const later = createOrderRequestOf(cart({ orderTimeASAP: false, selectedTimeSlot: slot }), { idempotencyKey: KEY, customerId: null });
    expect(later).toMatchObject({ orderTimeASAP: false, scheduledAt: slot.startsAt });
  });

  it("names a signed-in diner, and sends an event's slot", () => {
    const customerId = "0b6b3c3e-7f7a-4a8e-9d7e-2f1b8c9d0e1f";
    const slotOf = { id: 4, label: "Dinner", startsAt: "19:00", endsAt: "21:00", capacity: 20 };
    const request = createOrderRequestOf(cart({ isEventDate: true, eventSlug: "nye", eventSlots: [slotOf], eventSlotId: slotOf.id }), {
      idempotencyKey: KEY,
      customerId,
    });
    expect(request).toMatchObject({ customerId, eventSlug: "nye", eventSlotId: 4, orderTimeASAP: false });
  });

  it("sends a delivery address only with the diner's position, and a table only for dine-in", () => {
    const noPosition = cart({ currentOrderType: "delivery", addressLine1: "1 Main St" });
    expect(createOrderRequestOf(noPosition, { idempotencyKey: KEY, customerId: null }).address).toBeUndefined();
    const located = { ...noPosition, locationDetails: { lat: 40.73, lng: -74 } };
    expect(createOrderRequestOf(located, { idempotencyKey: KEY, customerId: null }).address).toEqual({
      addressLine1: "1 Main St",
      addressLine2: undefined,
      addressLine3: undefined,
      lat: 40.73,
      lng: -74,
    });
    expect(createOrderRequestOf(cart({ tableId: "T4" }), { idempotencyKey: KEY, customerId: null }).tableId).toBeUndefined();
    expect(
      createOrderRequestOf(cart({ tableId: "T4", currentOrderType: "dinein" }), { idempotencyKey: KEY, customerId: null }).tableId,
    ).toBe("T4");
  });

  it("says what is missing before anything is sent", () => {
    const errorsOf = (changes: Partial<CheckoutCart>) => {
      const state = cart(changes);
      const schema = checkoutFormSchema({
        cart: state,
        requestOf: (c) => createOrderRequestOf(c, { idempotencyKey: KEY, customerId: null }),
      });
      return checkoutErrorsOf(schema, state);
    };
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ fullName: "", phone: "12" })).toMatchObject({
      fullName: "Enter your full name",
      phone: "Enter a valid mobile number",
    });
    expect(errorsOf({ email: "nope" })).toMatchObject({ email: "Enter a valid email" });
    expect(errorsOf({ currentOrderType: "delivery" })).toMatchObject({
      address: "Enter the street address",
      location: "Use your current location so the courier can find you.",
    });
    expect(errorsOf({ currentOrderType: "dinein" })).toMatchObject({ tableId: "Enter your table number." });
    expect(errorsOf({ orderTimeASAP: false })).toMatchObject({ when: "Choose a time" });
    expect(errorsOf({ isEventDate: true, eventSlug: "nye" })).toMatchObject({ when: "Choose an event slot" });
  });
});
