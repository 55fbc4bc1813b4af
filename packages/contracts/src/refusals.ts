/**
 * Every refusal code, listed once (issue 25): a stable SCREAMING_SNAKE code beside the spec's text, which stays as
 * written. The server sends it as `code` on every 4xx body; the web and the server's own modules tell refusals apart
 * by it, never by their text. A refusal nothing reacts to specifically carries its status's generic code.
 */
import { AUTH_TEXTS, SPENT_CODE_REFUSALS } from "./auth";
import { BOOKING_REFUSALS } from "./booking-texts";
import { MESSAGES } from "./messages";
import { ORDER_REFUSALS, PAYMENT_REFUSALS } from "./order-refusals";
import { ORDERING_TEXTS } from "./ordering-pause";
import { SERVICES_OFF_TEXTS } from "./services-off";
import { SHORT_LINK_REFUSALS } from "./short-links";
import { SPLIT_REFUSALS } from "./splits";
import { STAFF_OWNER_REFUSALS } from "./staff-owner";
import { STAFF_SESSION_TEXTS } from "./staff-sessions";
import { STAFF_TEAM_REFUSALS } from "./staff-team";
import { TABLE_TOKEN_REFUSALS } from "./table-tokens";
import { TAB_REFUSALS } from "./tabs";

/** The statuses a refusal answers with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The codes of refusals nothing reacts to specifically: one per status (and two kinds of bad request). */
export const GENERIC_REFUSALS = {
  BAD_REQUEST: 400,
  /** The request does not fit the call's schema (body, query, params or envelope). */
  VALIDATION_FAILED: 400,
  /** The X-App-Version header is missing or wrong. */
  APP_VERSION_REQUIRED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const satisfies Record<string, RefusalStatus>;

type Text = string | ((...args: never[]) => string);

/** The refusals a client or a module reacts to: code, status, and the text (a function where the text names things). */
const SPECIFIC_REFUSALS = {
  // Placing an order or a round: the loser of a race for stock, a slot, the wallet or a coupon answers the winner's order.
  STOCK_GONE: [409, ORDER_REFUSALS.stockGone],
  OPTION_SOLD_OUT: [409, ORDER_REFUSALS.optionSoldOut],
  SLOT_FULL: [409, ORDER_REFUSALS.slotFull],
  WALLET_CHANGED: [409, ORDER_REFUSALS.walletChanged],
  COUPON_CHANGED: [409, MESSAGES.couponChanged],
  /** The coupon's own verdict (its responseMessage) on an order it no longer applies to. */
  COUPON_REFUSED: [409, (verdict: string) => verdict],
  /** The restaurant paused or paced online ordering (issue 26): the text names when it takes orders for now again. */
  ORDERING_PAUSED: [409, ORDERING_TEXTS.paused],
  /** The restaurant turned a service off for a while (issue 26): the text names when it is back, if it knows. */
  DELIVERY_OFF: [409, SERVICES_OFF_TEXTS.deliveryOff],
  CHECKIN_OFF: [409, SERVICES_OFF_TEXTS.checkinOff],
  RESERVATIONS_OFF: [409, SERVICES_OFF_TEXTS.reservationsOff],
  // Moving an order.
  ORDER_CANNOT_MOVE: [409, ORDER_REFUSALS.cannotMove],
  ORDER_UNPAID: [409, MESSAGES.unpaidOrderCannotMove],
  ORDER_CHANGED_MEANWHILE: [409, ORDER_REFUSALS.changedMeanwhile],
  // A table's tab: the checkout starts a new tab, or goes back to the open one.
  TAB_SETTLING: [409, TAB_REFUSALS.settling],
  TAB_CLOSED: [409, TAB_REFUSALS.closed],
  TAB_PAYMENT_IN_PROGRESS: [409, TAB_REFUSALS.paying],
  TAB_OF_ANOTHER_TABLE: [409, TAB_REFUSALS.otherTable],
  TABLE_TOKEN_MISSING: [403, TABLE_TOKEN_REFUSALS.missing.message],
  TABLE_TOKEN_STALE: [403, TABLE_TOKEN_REFUSALS.stale.message],
  // Splitting a bill: what the bill as it stands refuses (409), and a split that does not fit it (400).
  NOTHING_TO_SPLIT: [409, SPLIT_REFUSALS.nothingToSplit],
  ONE_DINER: [409, SPLIT_REFUSALS.oneDiner],
  SPLIT_LINE_UNKNOWN: [400, SPLIT_REFUSALS.lineUnknown],
  SPLIT_LINE_MISSING: [400, SPLIT_REFUSALS.lineMissing],
  SPLIT_LINE_TWICE: [400, SPLIT_REFUSALS.lineTwice],
  SPLIT_PART_EMPTY: [400, SPLIT_REFUSALS.partEmpty],
  SPLIT_PART_COUNT: [400, SPLIT_REFUSALS.onePart],
  // Paying: a processor callback refused for one of these gives the money back.
  ORDER_CANCELLED: [409, PAYMENT_REFUSALS.orderCancelled],
  PAYMENT_IN_PROGRESS: [409, PAYMENT_REFUSALS.paidTwice],
  ORDER_CHANGED: [409, PAYMENT_REFUSALS.orderChanged],
  BILL_SPLIT: [409, SPLIT_REFUSALS.wholeBillSplit],
  BILL_PAID: [409, SPLIT_REFUSALS.closed],
  PART_PAID: [409, SPLIT_REFUSALS.splitPaid],
  PART_VOID: [409, SPLIT_REFUSALS.splitVoid],
  // Booking a table: the loser of a race for the table answers the winner's booking.
  SLOT_TAKEN: [409, BOOKING_REFUSALS.slotTaken],
  ONE_RESERVATION_PER_DAY: [409, BOOKING_REFUSALS.oneReservationPerDay],
  // Signing in and accounts.
  FULL_NAME_REQUIRED: [409, AUTH_TEXTS.fullNameRequired],
  SIGN_IN_LOCKED: [429, AUTH_TEXTS.signInLocked],
  OTP_RATE_LIMITED: [429, AUTH_TEXTS.otpRateLimited],
  OTP_EXPIRED: [400, SPENT_CODE_REFUSALS.expired.message],
  OTP_TOO_MANY_TRIES: [400, SPENT_CODE_REFUSALS.tooManyTries.message],
  MOBILE_LINKED: [400, AUTH_TEXTS.mobileLinked],
  EMAIL_LINKED: [400, AUTH_TEXTS.emailLinked],
  USER_NAME_LINKED: [400, AUTH_TEXTS.userNameLinked],
  // Staff accounts: a turned-off account signing in, and a manager's team actions.
  STAFF_ACCOUNT_DISABLED: [403, STAFF_SESSION_TEXTS.accountDisabled],
  STAFF_USER_NAME_TAKEN: [409, STAFF_TEAM_REFUSALS.userNameTaken],
  STAFF_OWN_ACCESS: [409, STAFF_TEAM_REFUSALS.ownAccess],
  STAFF_NOT_YOUR_RESTAURANT: [403, STAFF_OWNER_REFUSALS.notYourRestaurant],
  // Short links (the page says which).
  SHORT_LINK_EXPIRED: [404, SHORT_LINK_REFUSALS.expired],
  SHORT_LINK_NOT_FOUND: [404, SHORT_LINK_REFUSALS.neverMade],
} as const satisfies Record<string, readonly [RefusalStatus, Text]>;

type Specific = typeof SPECIFIC_REFUSALS;
export type SpecificRefusalCode = keyof Specific;
export type GenericRefusalCode = keyof typeof GENERIC_REFUSALS;
export type RefusalCode = SpecificRefusalCode | GenericRefusalCode;

/** A refusal as the server answers it: its code and its text. */
export interface Refusal<C extends RefusalCode = RefusalCode> {
  readonly code: C;
  readonly message: string;
}

type RefusalOf<C extends SpecificRefusalCode> = Specific[C][1] extends (...args: infer A) => string
  ? (...args: A) => Refusal<C>
  : Refusal<C>;

/** Each specific refusal as `{ code, message }` (a function of what the text names, where it names something). */
export const REFUSALS = Object.fromEntries(
  Object.entries(SPECIFIC_REFUSALS).map(([code, [, text]]) => [
    code,
    typeof text === "function"
      ? (...args: unknown[]) => ({ code, message: (text as (...a: unknown[]) => string)(...args) })
      : { code, message: text },
  ]),
) as { readonly [C in SpecificRefusalCode]: RefusalOf<C> };

/** Every code with the status it answers with. */
export const REFUSAL_STATUS: Readonly<Record<RefusalCode, RefusalStatus>> = {
  ...GENERIC_REFUSALS,
  ...(Object.fromEntries(Object.entries(SPECIFIC_REFUSALS).map(([code, [status]]) => [code, status])) as Record<
    SpecificRefusalCode,
    RefusalStatus
  >),
};

export const REFUSAL_CODES = Object.keys(REFUSAL_STATUS) as RefusalCode[];

/** The static texts of the specific refusals (the functions' texts name things and are made at the throw). */
export const REFUSAL_TEXTS: Readonly<Partial<Record<SpecificRefusalCode, string>>> = Object.fromEntries(
  Object.entries(SPECIFIC_REFUSALS).flatMap(([code, [, text]]) => (typeof text === "string" ? [[code, text]] : [])),
);

const GENERIC_BY_STATUS: Readonly<Record<RefusalStatus, GenericRefusalCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** The code of a refusal nothing reacts to specifically, by its status (undefined for a status no refusal has). */
export const genericRefusalCode = (status: number): GenericRefusalCode | undefined => GENERIC_BY_STATUS[status as RefusalStatus];

export const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === "string" && Object.hasOwn(REFUSAL_STATUS, code);

/** True when `code` is one of `codes` (a refusal of a client's or module's interest). */
export const isRefusal = (code: string | null | undefined, ...codes: RefusalCode[]): boolean =>
  !!code && (codes as string[]).includes(code);
