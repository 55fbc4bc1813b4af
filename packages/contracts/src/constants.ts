/** Business constants and limits of spec §9, in one place for web and server. */

export const MOBILE_BREAKPOINT_PX = 768;
export const CLIENT_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Start throttles per flow: a second start inside the window sends no second request. */
export const START_THROTTLE_MS = {
  checkin: 5000,
  auth: 5000,
  coupon: 5000,
  orderPlacement: 5000,
  shortLink: 5000,
  payment: 3000,
  order: 3000,
  profile: 3000,
  /** A favourite's heart: a double click sends one change. */
  favourite: 600,
  cardList: 100,
  cardDelete: 100,
} as const;

export const LOCAL_MARKER_TTL_MS = 5 * 60 * 1000;
export const ACTIVE_ORDER_TTL_MS = 60 * 60 * 1000;

export const TOAST_ERROR_CLOSE_MS = 1500;
export const TOAST_GENERAL_CLOSE_MS = 3000;
export const TOAST_LIBRARY_DEFAULT_CLOSE_MS = 5000;

export const PERSISTED_STATE_KEYS = ["persistedRestaurantDetails", "tableId", "eventDate"] as const;
export const PERSIST_STORAGE_TIMEOUT_MS = 5000;
export const MENU_REFRESH_AFTER_TRIGGER_MS = 3000;

export const ORDERS_PAGE_SIZE = 1000;

/**
 * An order placed but neither paid nor set to "pay at the restaurant" is released (cancelled, its stock, coupon and
 * wallet holds given back) this long after placing. Checkout holds of the best apps are short (10–20 minutes); 15
 * leaves time for a card, a link or a bank app, and no dish is held away from other diners for long (decision 017).
 */
export const UNPAID_ORDER_RELEASE_MINUTES = 15;

/** When every live order tracker the server allows is open, a new one is refused (503) with this Retry-After. */
export const ORDER_TRACKERS_RETRY_AFTER_SECONDS = 15;

export const DEFAULTS = {
  tip: 0,
  tipText: "0.0",
  discount: 0,
  offerQuantity: 1,
  countryCode: "+1",
  deliveryType: "Delivery",
  restaurantTab: "menu",
  menuOption: "Menu",
  addressTag: "Custom",
  tipType: "FLATFEE",
  orderType: "pickup",
  seatTogether: "1",
  channelName: "ONLINE",
  callWaiter: "Call Waiter",
  postLoginPath: "/",
} as const;

export const ADDRESS_TAGS = ["Custom", "Home", "Work", "Business"] as const;

export const PAYMENT_STATUS = { authorised: 18, completed: 19 } as const;
export const CURRENCIES = ["USD", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const PAYMENT_TYPES = ["CNP", "PAYMENT_LINKS", "BHARAT_QR", "POS"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DELIVERY_PARTNERS = ["DUNZO", "SHADOWFAX", "SIMPERY", "DOORDASH"] as const;

/** Suggested tips (spec §9): percent → amount in major units. */
export const SUGGESTED_TIPS_A = [
  { percent: 10, amount: 1.29 },
  { percent: 15, amount: 2.29 },
  { percent: 18, amount: 2.99 },
  { percent: 20, amount: 3.29 },
] as const;
export const SUGGESTED_TIPS_B = [
  { percent: 5, amount: 5 },
  { percent: 10, amount: 10 },
  { percent: 18, amount: 15 },
  { percent: 20, amount: 20 },
  { percent: 25, amount: 25 },
] as const;

export const DEFAULT_THEME = { primaryColor: "#E52333", textColor: "#FFFFFF" } as const;

/** The guest placeholder user id: sixteen 1s (spec §4). */
export const GUEST_PLACEHOLDER_ID = "1111111111111111";

export const DEFAULT_COUNTRY = { code: "+1", iso: "US", flag: "🇺🇸" } as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Menu visibility audience for customers (spec §7: visibleTo ["C"]). */
export const CUSTOMER_AUDIENCE = "C";
