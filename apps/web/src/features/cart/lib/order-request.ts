/**
 * The cart and the checkout's answers as the order calls want them: the lines of POST /order/customer/totals, and
 * the whole request of POST /order/customer/createOrder (checked by the checkout form's schema before it is sent).
 * The tip is asked on the payment page (decision 018): no request of the cart carries one.
 */
import type { CartLine, createOrderRequestSchema, totalsRequestSchema } from "@forkful/contracts/orders";
import type { z } from "zod";
import type { CartItem } from "../stores/cart-lines";
import type { CartState } from "../stores/cart-state";
import type { CheckoutCart, CheckoutValues } from "../stores/checkout-values";

export type TotalsRequestInput = z.input<typeof totalsRequestSchema>;
export type CreateOrderInput = z.input<typeof createOrderRequestSchema>;

export function cartLinesOf(items: readonly CartItem[]): CartLine[] {
  return items.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    options: line.options.map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: o.quantity })),
    ...(line.comment.trim() ? { comment: line.comment.trim() } : {}),
  }));
}

/** The wallet amount to use (minor units), when the diner chose to use the wallet. */
export function redeemWalletOf(state: Pick<CheckoutValues, "availWalletAmount" | "redeemedWalletAmt">): number {
  return state.availWalletAmount && state.redeemedWalletAmt > 0 ? Math.round(state.redeemedWalletAmt) : 0;
}

/**
 * The totals request of the cart, or null while it has no restaurant or no lines. A delivery with its pin chosen is
 * priced there: the fee is that distance's (the one the order will pay), and a pin outside the area is refused, so no
 * fee is shown for an address the restaurant does not deliver to.
 */
export function totalsRequestOf(
  state: Pick<CartState, "locationId" | "items" | "currentOrderType"> &
    Pick<CheckoutValues, "availWalletAmount" | "redeemedWalletAmt" | "locationDetails">,
): TotalsRequestInput | null {
  if (state.locationId === null || state.items.length === 0) return null;
  const redeemWallet = isTableRound(state) ? 0 : redeemWalletOf(state);
  const pin = state.currentOrderType === "delivery" ? state.locationDetails : null;
  return {
    locationId: state.locationId,
    orderType: state.currentOrderType,
    items: cartLinesOf(state.items),
    ...(redeemWallet > 0 ? { redeemWallet } : {}),
    ...(pin ? { address: { lat: pin.lat, lng: pin.lng } } : {}),
  };
}

const optionalText = (text: string) => (text.trim() ? text.trim() : undefined);

/**
 * A dine-in goes on its table's tab (issue 13): the diner gives a name (a mobile only if they like), pays at the end,
 * and coupons, wallet and tips belong to the whole bill, so a round carries none of them.
 */
export const isTableRound = (state: Pick<CartState, "currentOrderType">) => state.currentOrderType === "dinein";

/**
 * The createOrder request of a round at a table: who orders it, its dishes and note, the tab it adds to, and the
 * token of the table's QR code (decision 028: without it the table refuses the round).
 */
function tableRoundRequestOf(
  state: CheckoutCart,
  idempotencyKey: string,
  customerId: string | null,
  tableToken?: string,
): CreateOrderInput {
  return {
    idempotencyKey,
    locationId: state.locationId ?? 0,
    orderType: "dinein",
    items: cartLinesOf(state.items),
    ...(customerId ? { customerId } : {}),
    fullName: state.fullName,
    // A later round never asks for the mobile again; a first one sends it only when typed.
    phone: state.tabOrderId ? "" : state.phone.trim(),
    countryCode: state.countryCode,
    orderInstruction: optionalText(state.orderInstruction),
    orderTimeASAP: true,
    ...(state.tableId ? { tableId: state.tableId } : {}),
    ...(state.tableId && tableToken ? { tableToken } : {}),
    ...(state.tabOrderId ? { orderId: state.tabOrderId } : {}),
  };
}

/** The createOrder request of the cart (not yet checked). */
export function createOrderRequestOf(
  state: CheckoutCart,
  { idempotencyKey, customerId, tableToken }: { idempotencyKey: string; customerId: string | null; tableToken?: string | undefined },
): CreateOrderInput {
  if (isTableRound(state)) return tableRoundRequestOf(state, idempotencyKey, customerId, tableToken);
  const orderType = state.currentOrderType;
  const redeemWallet = redeemWalletOf(state);
  const event = state.isEventDate && state.eventSlug ? { eventSlug: state.eventSlug, eventSlotId: state.eventSlotId ?? undefined } : null;
  const scheduled = !event && !state.orderTimeASAP && state.selectedTimeSlot ? state.selectedTimeSlot.startsAt : undefined;
  return {
    idempotencyKey,
    locationId: state.locationId ?? 0,
    orderType,
    items: cartLinesOf(state.items),
    ...(redeemWallet > 0 ? { redeemWallet } : {}),
    ...(customerId ? { customerId } : {}),
    fullName: state.fullName,
    phone: state.phone,
    countryCode: state.countryCode,
    email: state.email.trim(),
    orderInstruction: optionalText(state.orderInstruction),
    deliveryInstruction: orderType === "delivery" ? optionalText(state.deliveryInstruction) : undefined,
    orderTimeASAP: event ? false : state.orderTimeASAP,
    ...(scheduled ? { scheduledAt: scheduled } : {}),
    ...(event ? event : {}),
    ...(orderType === "dinein" && state.tableId ? { tableId: state.tableId } : {}),
    ...(orderType === "delivery" && state.locationDetails && state.addressLine1.trim()
      ? {
          address: {
            addressLine1: state.addressLine1.trim(),
            addressLine2: optionalText(state.addressLine2),
            addressLine3: optionalText(state.addressLine3),
            lat: state.locationDetails.lat,
            lng: state.locationDetails.lng,
          },
        }
      : {}),
  };
}

/**
 * What a placed order was asked for, without its key and owner (a guest's session opens with the order, so the
 * owner changes after it): the same fingerprint is the same order; another is a changed cart.
 */
export function requestFingerprint(request: CreateOrderInput): string {
  // The table's token proves presence: a new scan of the same table does not change what was ordered.
  const { idempotencyKey: _key, customerId: _owner, tableToken: _token, ...asked } = request;
  return JSON.stringify(asked);
}
