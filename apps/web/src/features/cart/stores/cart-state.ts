/**
 * The cart state of spec §3 ("Cart") with its defaults (§9: order type pickup). Money is in minor units. Totals shown
 * to the diner come from the server (the totals query); the lines at menu prices are for the cart button.
 */
import { type Currency, DEFAULTS } from "@forkful/contracts/constants";
import type { EventSlot } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import type { CartItem, CartOption } from "./cart-lines";

/** A scheduled time the diner chose (a slot of POST /order/slots/v2). */
export interface TimeSlot {
  startsAt: string;
  label: string;
  date: string;
}

/** Where a cart's dishes come from: one restaurant, one menu (regular or an event date). */
export interface CartOrigin {
  locationId: number;
  locationSlug: string;
  merchantType: string;
  branchName: string;
  currency: Currency;
  menuType: MenuType;
  orderTypeId: number | null;
  tableId: string | null;
  /** The table's tab the dishes are added to (the tab's "Order more" link); null: the table's open tab, or a new one. */
  tabOrderId?: string | null;
  /** The event menu the dishes came from (event-date orders), with its order slots. */
  event: { eventSlug: string; eventDate: string; name: string; slots: EventSlot[] } | null;
}

/**
 * The order this cart was placed as, while it waits for its payment: the cart stays (Back from the payment page finds
 * it whole), and continuing again with the same cart opens this order's payment instead of placing another.
 */
export interface AwaitingPayment {
  orderId: string;
  merchantType: string;
  locationSlug: string;
  tableId: string | null;
  /** The placed request without its key and owner (requestFingerprint): a different one is a changed cart. */
  fingerprint: string;
}

/**
 * The cart: its lines, where they come from (restaurant, menu, order type, table or tab, event), the checkout
 * attempt's idempotency key and the order it waits to see paid. Nothing the server says (totals, availability, a
 * coupon's verdict) and nothing the checkout asks (who, when, where, notes, wallet: the checkout form's draft) is
 * kept here. How many dishes and their sum at menu prices follow from the lines (countItems, linesSubtotal).
 */
export interface CartState {
  // Origin (spec §3 "Cart")
  locationId: number | null;
  locationSlug: string | null;
  merchantType: string | null;
  branchName: string | null;
  currency: Currency | null;
  currentOrderType: MenuType;
  orderTypeId: number | null;
  tableId: string | null;
  /** The table came with the link (a QR code at the table), so it is not typed. */
  tableFromLink: boolean;
  /** At a table: the tab this cart adds a round to (from the tab's "Order more"); null: whatever tab is open there. */
  tabOrderId: string | null;
  isEventDate: boolean;
  eventDate: string | null;
  eventSlug: string | null;
  eventName: string | null;
  eventSlots: EventSlot[];

  // Lines
  items: CartItem[];
  /** A line whose choices are being changed (customisation: start, save, finish); never stored. */
  customisation: { lineId: string; options: CartOption[] } | null;
  /** Spec §4: a cart emptied after this is set starts again (off a table). */
  cartInitialized: boolean;
  /** This cart, made anew whenever it starts again: the checkout's draft belongs to one cart. */
  cartId: string;

  // The attempt
  /** One per checkout attempt, kept until the order is placed: a retry, double click or reload never orders twice. */
  idempotencyKey: string | null;
  awaitingPayment: AwaitingPayment | null;
}

/** A new cart: spec §3 and §9 defaults. */
export function initialCartState(cartId = ""): CartState {
  return {
    locationId: null,
    locationSlug: null,
    merchantType: null,
    branchName: null,
    currency: null,
    currentOrderType: DEFAULTS.orderType,
    orderTypeId: null,
    tableId: null,
    tableFromLink: false,
    tabOrderId: null,
    isEventDate: false,
    eventDate: null,
    eventSlug: null,
    eventName: null,
    eventSlots: [],
    items: [],
    customisation: null,
    cartInitialized: false,
    cartId,
    idempotencyKey: null,
    awaitingPayment: null,
  };
}
