import { createOrderRequestSchema } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { burger, hudson } from "../../../shared/testing/cart-lines";
import { addLine } from "../stores/cart-lines";
import { initialCartState } from "../stores/cart-state";
import { type CheckoutCart, initialCheckoutValues } from "../stores/checkout-values";
import { checkoutErrorsOf, checkoutFormSchema } from "./checkout-form";
import { createOrderRequestOf, requestFingerprint, totalsRequestOf } from "./order-request";

const KEY = "8f2b2c1e-1111-4a4a-9b9b-123456789abc";
const TAB = "166dbc30-9d54-491c-b5c4-37331aed73ed";

/** A dine-in cart at table T4 (from its QR link), by a diner known by name only. */
function atTable(changes: Partial<CheckoutCart> = {}): CheckoutCart {
  return {
    ...initialCartState(),
    ...initialCheckoutValues(),
    locationId: hudson.locationId,
    currency: "USD",
    items: addLine([], burger(), () => "a"),
    currentOrderType: "dinein",
    tableId: "T4",
    tableFromLink: true,
    fullName: "Ravi",
    phone: "",
    // What a pickup cart may have chosen before: a round carries none of it.
    availWalletAmount: true,
    redeemedWalletAmt: 500,
    orderTimeASAP: false,
    ...changes,
  };
}

const requestOf = (state: CheckoutCart) => createOrderRequestOf(state, { idempotencyKey: KEY, customerId: null });
/** What keeps the round from being sent, by field (the checkout form's schema). */
const checkoutErrors = (state: CheckoutCart) => checkoutErrorsOf(checkoutFormSchema({ cart: state, requestOf }), state);

describe("a round at a table", () => {
  it("is placed by name only, ASAP, with no tip, wallet or coupon, and the server's schema takes it", () => {
    const request = requestOf(atTable());
    expect(request).toMatchObject({ orderType: "dinein", tableId: "T4", fullName: "Ravi", phone: "", orderTimeASAP: true });
    expect(request).not.toHaveProperty("tip");
    expect(request).not.toHaveProperty("redeemWallet");
    expect(request).not.toHaveProperty("orderId");
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
    expect(checkoutErrors(atTable())).toEqual({});
  });

  it("names the tab it adds to when the diner came by its Order more link, and never sends the mobile again", () => {
    const request = requestOf(atTable({ tabOrderId: TAB, phone: "212 555 0100" }));
    expect(request).toMatchObject({ orderId: TAB, phone: "" });
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it("carries the token of the table's QR code (decision 028), which is no part of what was ordered", () => {
    const request = createOrderRequestOf(atTable(), { idempotencyKey: KEY, customerId: null, tableToken: "qr-token-T4" });
    expect(request).toMatchObject({ tableId: "T4", tableToken: "qr-token-T4" });
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
    // A new scan of the same table is the same order: the fingerprint leaves the token out.
    const rescanned = createOrderRequestOf(atTable(), { idempotencyKey: KEY, customerId: null, tableToken: "new-token-T4" });
    expect(requestFingerprint(rescanned)).toBe(requestFingerprint(request));
    expect(requestOf(atTable())).not.toHaveProperty("tableToken");
  });

  it("sends the mobile of a first round when typed, and asks for a valid one then", () => {
    expect(requestOf(atTable({ phone: "212 555 0100" })).phone).toBe("212 555 0100");
    const bad = atTable({ phone: "12" });
    expect(checkoutErrors(bad)).toMatchObject({ phone: "Enter a valid mobile number" });
  });

  it("still needs a name", () => {
    const nameless = atTable({ fullName: "" });
    expect(checkoutErrors(nameless)).toMatchObject({ fullName: "Enter your full name" });
  });

  it("is priced without the tip and wallet a round cannot carry", () => {
    const totals = totalsRequestOf(atTable());
    expect(totals).not.toHaveProperty("tip");
    expect(totals).not.toHaveProperty("redeemWallet");
  });
});
