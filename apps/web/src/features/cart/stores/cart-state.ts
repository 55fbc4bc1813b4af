/**
 * The cart state of spec §3 ("Cart" and "Other cart state") with its defaults (§9: tip 0, tip type FLATFEE, order
 * type pickup, callWaiter 'Call Waiter'). Money is in minor units. Totals shown to the diner come from the server;
 * `orderTotal` is the lines at menu prices, for the cart button.
 */
import { type Currency, DEFAULTS } from "@forkful/contracts/constants";
import type { EventSlot } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import type { TipType, Totals } from "@forkful/contracts/order-totals";
import type { CountryCode } from "@forkful/contracts/phone";
import type { CartItem, CartOption } from "./cart-lines";

/** A scheduled time the diner chose (a slot of POST /order/slots/v2). */
export interface TimeSlot {
  startsAt: string;
  label: string;
  date: string;
}

/** The answer of POST merchants/cartItems for one item: can it still be ordered? */
export interface CartItemAvailability {
  itemId: number;
  available: boolean;
  reason: string | null;
  price: number;
  stockQuantity: number | null;
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

export interface CartState {
  // Cart (spec §3)
  locationId: number | null;
  locationSlug: string | null;
  merchantType: string | null;
  branchName: string | null;
  currency: Currency | null;
  customerId: string | null;
  deviceId: string;
  staffId: string | null;
  fullName: string;
  email: string;
  phone: string;
  countryCode: CountryCode;
  totalItems: number;
  comment: string;
  orderTypeId: number | null;
  orderTotal: number;
  items: CartItem[];
  /** The server's totals the diner last saw at checkout. */
  totals: Totals | null;
  deliveryTime: string | null;
  deliveryDate: string | null;
  etaDate: string | null;
  etaTime: string | null;
  pickUpDate: string | null;
  pickUpTime: string | null;
  /** The diner's delivery position (from the device), needed for a delivery. */
  locationDetails: { lat: number; lng: number } | null;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  deliveryDistance: number | null;
  tableId: string | null;
  /** The table came with the link (a QR code at the table), so it is not typed. */
  tableFromLink: boolean;
  /** At a table: the tab this cart adds a round to (from the tab's "Order more"); null: whatever tab is open there. */
  tabOrderId: string | null;
  callWaiter: string;

  // Other cart state (spec §3)
  /** FLATFEE: minor units; PERCENTAGE: a percent. */
  tipValue: number;
  tipType: TipType;
  isAppliedTip: boolean;
  orderTimeASAP: boolean;
  isEventDate: boolean;
  eventDate: string | null;
  eventSlug: string | null;
  eventName: string | null;
  eventSlots: EventSlot[];
  /** The chosen event slot. */
  eventSlot: EventSlot | null;
  selectedDate: string | null;
  isScheduleOrder: boolean;
  selectedTimeSlot: TimeSlot | null;
  orderInstruction: string;
  deliveryInstruction: string;
  customTip: boolean;
  /** The custom tip as typed, in major units ("2.50"). */
  customTipValue: string;
  runningCart: boolean;
  currentOrderType: MenuType;
  /** The last availability check of the cart's items (POST merchants/cartItems). */
  cartItems: CartItemAvailability[];
  cartInitialized: boolean;

  /** A line whose choices are being changed (customisation: start, save, finish). */
  customisation: { lineId: string; options: CartOption[] } | null;
  /** One per checkout attempt, kept until the order is placed: a retry, double click or reload never orders twice. */
  idempotencyKey: string | null;
  awaitingPayment: AwaitingPayment | null;

  // Wallet (spec §3: the availWalletAmount flag and redeemedWalletAmt)
  /** The diner chose to pay part of the order from their wallet. */
  availWalletAmount: boolean;
  /** How much of the wallet to use, minor units (the server caps it at the balance and the total). */
  redeemedWalletAmt: number;
}

/** A new cart: spec §3 and §9 defaults. */
export function initialCartState(): CartState {
  return {
    locationId: null,
    locationSlug: null,
    merchantType: null,
    branchName: null,
    currency: null,
    customerId: null,
    deviceId: "",
    staffId: null,
    fullName: "",
    email: "",
    phone: "",
    countryCode: DEFAULTS.countryCode,
    totalItems: 0,
    comment: "",
    orderTypeId: null,
    orderTotal: 0,
    items: [],
    totals: null,
    deliveryTime: null,
    deliveryDate: null,
    etaDate: null,
    etaTime: null,
    pickUpDate: null,
    pickUpTime: null,
    locationDetails: null,
    addressLine1: "",
    addressLine2: "",
    addressLine3: "",
    deliveryDistance: null,
    tableId: null,
    tableFromLink: false,
    tabOrderId: null,
    callWaiter: DEFAULTS.callWaiter,
    tipValue: DEFAULTS.tip,
    tipType: DEFAULTS.tipType,
    isAppliedTip: false,
    orderTimeASAP: true,
    isEventDate: false,
    eventDate: null,
    eventSlug: null,
    eventName: null,
    eventSlots: [],
    eventSlot: null,
    selectedDate: null,
    isScheduleOrder: false,
    selectedTimeSlot: null,
    orderInstruction: "",
    deliveryInstruction: "",
    customTip: false,
    customTipValue: "",
    runningCart: false,
    currentOrderType: DEFAULTS.orderType,
    cartItems: [],
    cartInitialized: false,
    customisation: null,
    idempotencyKey: null,
    awaitingPayment: null,
    availWalletAmount: false,
    redeemedWalletAmt: 0,
  };
}

/** What "clear" resets besides the lines: the tip, the instructions and any customisation (spec §4). */
export function clearedExtras(): Pick<
  CartState,
  | "tipValue"
  | "tipType"
  | "isAppliedTip"
  | "customTip"
  | "customTipValue"
  | "orderInstruction"
  | "deliveryInstruction"
  | "comment"
  | "customisation"
  | "cartItems"
  | "totals"
  | "idempotencyKey"
  | "awaitingPayment"
> {
  const initial = initialCartState();
  return {
    tipValue: initial.tipValue,
    tipType: initial.tipType,
    isAppliedTip: false,
    customTip: false,
    customTipValue: "",
    orderInstruction: "",
    deliveryInstruction: "",
    comment: "",
    customisation: null,
    cartItems: [],
    totals: null,
    idempotencyKey: null,
    awaitingPayment: null,
  };
}
