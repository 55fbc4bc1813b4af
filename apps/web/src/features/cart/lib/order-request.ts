/**
 * The cart as the order calls want it: the lines and tip of POST /order/customer/totals, and the whole request of
 * POST /order/customer/createOrder, checked with the contracts' own schema so the form shows the server's rules
 * before anything is sent.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { type CartLine, createOrderRequestSchema, type totalsRequestSchema } from "@forkful/contracts/orders";
import { toE164 } from "@forkful/contracts/phone";
import type { z } from "zod";
import type { CartItem } from "../stores/cart-lines";
import type { CartState } from "../stores/cart-state";

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

/** The tip to send, when there is one: a suggested percentage or a custom flat amount (minor units). */
export function tipOf(state: Pick<CartState, "tipType" | "tipValue" | "isAppliedTip">): TotalsRequestInput["tip"] {
  return state.isAppliedTip && state.tipValue > 0 ? { tipType: state.tipType, tipValue: state.tipValue } : undefined;
}

/** The wallet amount to use (minor units), when the diner chose to use the wallet. */
export function redeemWalletOf(state: Pick<CartState, "availWalletAmount" | "redeemedWalletAmt">): number {
  return state.availWalletAmount && state.redeemedWalletAmt > 0 ? Math.round(state.redeemedWalletAmt) : 0;
}

/**
 * The totals request of the cart, or null while it has no restaurant or no lines. A delivery with its pin chosen is
 * priced there: the fee is that distance's (the one the order will pay), and a pin outside the area is refused, so no
 * fee is shown for an address the restaurant does not deliver to.
 */
export function totalsRequestOf(state: CartState): TotalsRequestInput | null {
  if (state.locationId === null || state.items.length === 0) return null;
  const round = isTableRound(state);
  const tip = round ? undefined : tipOf(state);
  const redeemWallet = round ? 0 : redeemWalletOf(state);
  const pin = state.currentOrderType === "delivery" ? state.locationDetails : null;
  return {
    locationId: state.locationId,
    orderType: state.currentOrderType,
    items: cartLinesOf(state.items),
    ...(tip ? { tip } : {}),
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
function tableRoundRequestOf(state: CartState, idempotencyKey: string, customerId: string | null, tableToken?: string): CreateOrderInput {
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
  state: CartState,
  { idempotencyKey, customerId, tableToken }: { idempotencyKey: string; customerId: string | null; tableToken?: string | undefined },
): CreateOrderInput {
  if (isTableRound(state)) return tableRoundRequestOf(state, idempotencyKey, customerId, tableToken);
  const orderType = state.currentOrderType;
  const tip = tipOf(state);
  const redeemWallet = redeemWalletOf(state);
  const event = state.isEventDate && state.eventSlug ? { eventSlug: state.eventSlug, eventSlotId: state.eventSlot?.id } : null;
  const scheduled = !event && !state.orderTimeASAP && state.selectedTimeSlot ? state.selectedTimeSlot.startsAt : undefined;
  return {
    idempotencyKey,
    locationId: state.locationId ?? 0,
    orderType,
    items: cartLinesOf(state.items),
    ...(tip ? { tip } : {}),
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

/** The fields of the checkout form that can hold an error. */
export type CheckoutField = "fullName" | "phone" | "email" | "when" | "address" | "location" | "tableId" | "items";
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const FIELD_OF_PATH: Record<string, CheckoutField> = {
  fullName: "fullName",
  phone: "phone",
  email: "email",
  scheduledAt: "when",
  eventSlotId: "when",
  tableId: "tableId",
  address: "address",
  items: "items",
};

/** What keeps the order from being placed, by field; empty when the request is good to send. */
export function checkoutErrors(state: CartState, request: CreateOrderInput): CheckoutErrors {
  const errors: CheckoutErrors = {};
  // The schema's own checks of the phone run only once every field reads: these are checked here too.
  if (state.fullName.trim().length < 2) errors.fullName = "Enter your full name";
  const phoneOptional = isTableRound(state) && (state.tabOrderId !== null || !state.phone.trim());
  if (!phoneOptional && !toE164(state.phone, state.countryCode)) errors.phone = "Enter a valid mobile number";
  if (state.currentOrderType === "delivery") {
    if (state.addressLine1.trim().length < 3) errors.address = "Enter the street address";
    if (!state.locationDetails) errors.location = MESSAGES.deliveryNeedsLocation;
  }
  if (state.currentOrderType === "dinein" && !state.tableId) errors.tableId = MESSAGES.dineInNeedsTable;
  if (state.isEventDate && !state.eventSlot) errors.when = MESSAGES.chooseEventSlot;
  else if (!state.isEventDate && !isTableRound(state) && !state.orderTimeASAP && !state.selectedTimeSlot) errors.when = MESSAGES.chooseTime;
  const parsed = createOrderRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (field && !errors[field] && !(field === "address" && errors.location)) errors[field] = issue.message;
    }
  }
  return errors;
}
