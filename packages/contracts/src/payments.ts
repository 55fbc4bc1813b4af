/**
 * Payment and saved-card calls of spec §7 ("Payment and cards"), and the payment summary an order carries.
 *
 * A card payment is a transaction: start it for an order, authorize it with a card (status 18), collect it
 * (19). Declines, gateway errors, app errors and signature mismatches are 20–23; pay at the location is 25.
 * Every mutating call carries an idempotencyKey: the same key answers the same result and never charges twice.
 * Amounts and currency always come from the order on the server; the client never sends a price.
 */
import { z } from "zod";
import { CURRENCIES, PAYMENT_TYPES } from "./constants";
import { amountTooLargeText, MAX_ORDER_AMOUNT } from "./money-limits";

export const PaymentStatus = {
  Authorized: 18,
  Collected: 19,
  Declined: 20,
  GatewayError: 21,
  AppError: 22,
  SignatureMismatch: 23,
  AtLocation: 25,
} as const;

/** Where a transaction stands. The status code of spec §4 follows from it (paymentStatusOf). */
export const PAYMENT_STATES = [
  "started",
  "authorizing",
  "authorized",
  "collecting",
  "collected",
  "awaiting_payer",
  "at_location",
  "declined",
  "gateway_error",
  "app_error",
  "signature_mismatch",
  "cancelled",
  /** The order was cancelled after paying: the authorization was released or the money given back. */
  "refunded",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const STATUS_OF_STATE: Partial<Record<PaymentState, number>> = {
  authorized: PaymentStatus.Authorized,
  collecting: PaymentStatus.Authorized,
  collected: PaymentStatus.Collected,
  at_location: PaymentStatus.AtLocation,
  declined: PaymentStatus.Declined,
  gateway_error: PaymentStatus.GatewayError,
  app_error: PaymentStatus.AppError,
  signature_mismatch: PaymentStatus.SignatureMismatch,
};

/** The spec's payment status code of a state; null while nothing is decided yet. */
export function paymentStatusOf(state: PaymentState): number | null {
  return STATUS_OF_STATE[state] ?? null;
}

/** The restaurant may go ahead: paid (19), or to be paid at the restaurant (25). */
export const SETTLED_PAYMENT_STATES: readonly PaymentState[] = ["collected", "at_location"];

/** A failed attempt: the diner may try again on the same transaction with another card. */
export const FAILED_PAYMENT_STATES: readonly PaymentState[] = ["declined", "gateway_error", "app_error", "signature_mismatch"];

/** What the diner reads for each failure. */
export const PAYMENT_FAILURE_TEXTS: Partial<Record<PaymentState, string>> = {
  declined: "Your card was declined. Try another card or another way to pay.",
  gateway_error: "The card network did not answer. Nothing was charged; please try again.",
  app_error: "Something went wrong while paying. Nothing was charged; please try again.",
  signature_mismatch: "We could not confirm this payment with the card processor. Nothing was charged; please try again.",
};

/** The answer (409) to a way of paying that another one, started at the same moment, replaced. */
export const PAYMENT_REPLACED_TEXT = "Another way of paying this order was started at the same time. Check the order and try again.";

export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
const idempotencyKeySchema = z.string({ message: "idempotencyKey is required" }).uuid("idempotencyKey must be a UUID");
const orderIdSchema = z.string({ message: "Order ID is required" }).uuid("Order ID is not valid");
const transactionIdSchema = z.string({ message: "transactionId is required" }).uuid("transactionId is not valid");
/** A part of a split table bill (issue 13): the payment is for that part's total only. */
const splitIdSchema = z.string().uuid("splitId is not valid").optional();

/** A card expiring further ahead than this is refused (issuers print about five to ten years ahead). */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;
export const CARD_EXPIRY_TEXTS = { invalid: "Enter the expiry as MM/YY.", expired: "Your card has expired." } as const;

const expiryPart = (min: number, max: number) => {
  const invalid = CARD_EXPIRY_TEXTS.invalid;
  return z.number({ message: invalid }).int(invalid).min(min, invalid).max(max, invalid);
};
/** A card's expiry as the card form sends it: a month 1–12 and a four-digit year (cardExpiryProblem checks the date). */
export const cardExpirySchema = z.object({ expMonth: expiryPart(1, 12), expYear: expiryPart(2000, 9999) });

/** What is wrong with a card's expiry at `now` (not a month, in the past, absurdly far ahead), or null. */
export function cardExpiryProblem(expMonth: number, expYear: number, now: Date): string | null {
  const year = now.getUTCFullYear();
  if (!cardExpirySchema.safeParse({ expMonth, expYear }).success || expYear > year + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    return CARD_EXPIRY_TEXTS.invalid;
  }
  // A card is good until the end of its expiry month.
  if (expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1)) return CARD_EXPIRY_TEXTS.expired;
  return null;
}

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** The answer of every payment call. */
export const transactionSchema = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  /** The part of a split bill this pays; null for a whole order. */
  splitId: z.string().nullable(),
  paymentType: paymentTypeSchema,
  state: z.enum(PAYMENT_STATES),
  /** Spec §4 code: 18 authorised, 19 collected, 20–23 failures, 25 at the location; null while undecided. */
  paymentStatus: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  authorizedAmount: z.number().int(),
  collectedAmount: z.number().int(),
  card: cardSummarySchema.nullable(),
  /** The failure text to show, when the last attempt failed. */
  message: z.string().nullable(),
  /** PAYMENT_LINKS: the processor's pay page for this order, usable on any device. */
  paymentLink: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
  /** BHARAT_QR: the UPI intent a QR code shows; sandboxUrl lets a tester pay it without a phone. */
  upi: z.object({ uri: z.string(), sandboxUrl: z.string().nullable() }).nullable(),
  /** The processor's hosted card form, shown in an iframe (card data never touches Forkful's page). */
  cardFormUrl: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /payment/start-transaction: a card (CNP) transaction for an order. */
export const startTransactionRequestSchema = z.object({
  orderId: orderIdSchema,
  paymentType: z.literal("CNP").default("CNP"),
  splitId: splitIdSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type StartTransactionRequest = z.infer<typeof startTransactionRequestSchema>;

/** POST /payment/v2/authorize: authorize with a fresh token from the processor's card form. */
export const authorizeRequestSchema = z.object({
  transactionId: transactionIdSchema,
  cardToken: z
    .string({ message: "cardToken is required" })
    .regex(/^tok_[A-Za-z0-9]{8,64}$/, "cardToken is not a token of the card processor"),
  saveCard: z.boolean().default(false),
  idempotencyKey: idempotencyKeySchema,
});
export type AuthorizeRequest = z.infer<typeof authorizeRequestSchema>;

/** POST /payment/authorize-payment: authorize with a saved card. */
export const authorizeSavedCardRequestSchema = z.object({
  transactionId: transactionIdSchema,
  cardId: z.string({ message: "cardId is required" }).uuid("cardId is not valid"),
  idempotencyKey: idempotencyKeySchema,
});
export type AuthorizeSavedCardRequest = z.infer<typeof authorizeSavedCardRequestSchema>;

/** POST /payment/collect-payment: collect what was authorized (or less). */
export const collectRequestSchema = z.object({
  transactionId: transactionIdSchema,
  /** minor units; the whole authorization when absent */
  amount: z
    .number()
    .int("amount is in minor units")
    .positive("amount must be above 0")
    .max(MAX_ORDER_AMOUNT, amountTooLargeText("amount"))
    .optional(),
  idempotencyKey: idempotencyKeySchema,
});
export type CollectRequest = z.infer<typeof collectRequestSchema>;

/** POST /payment/initiatePayment: a payment link or a UPI QR for an order. */
export const initiatePaymentRequestSchema = z.object({
  orderId: orderIdSchema,
  paymentType: z.enum(["PAYMENT_LINKS", "BHARAT_QR"], { message: "paymentType must be PAYMENT_LINKS or BHARAT_QR" }),
  splitId: splitIdSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type InitiatePaymentRequest = z.infer<typeof initiatePaymentRequestSchema>;

/** POST /payment/customer-initiate-offline-payment: pay at the counter or to the server (POS). */
export const offlinePaymentRequestSchema = z.object({
  orderId: orderIdSchema,
  splitId: splitIdSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type OfflinePaymentRequest = z.infer<typeof offlinePaymentRequestSchema>;

/** The payment an order shows on its tracker and receipt. */
export const orderPaymentSchema = z.object({
  transactionId: z.string(),
  splitId: z.string().nullable(),
  paymentType: paymentTypeSchema,
  state: z.enum(PAYMENT_STATES),
  amount: z.number().int(),
  collectedAmount: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /payment/processor: the card processor and its hosted card form (JSON). */
export const processorAnswerSchema = z.object({ provider: z.string(), cardFormUrl: z.string() });

/** POST /payment/processor-callback (the processor's signed JSON callback): the answer once it is taken. */
export const processorCallbackAnswerSchema = z.object({ received: z.literal(true) });

// Saved cards ----------------------------------------------------------------------------------------------

/** POST /cards: save the card behind a processor token for the caller. */
export const saveCardRequestSchema = z.object({
  customerId: z.string({ message: "customerId is required" }).uuid("customerId is not valid"),
  cardToken: authorizeRequestSchema.shape.cardToken,
  zipcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, "Enter a valid ZIP or PIN code")
    .optional(),
  streetNo: z.string().trim().max(60).optional(),
});
export type SaveCardRequest = z.infer<typeof saveCardRequestSchema>;

export const savedCardSchema = z.object({
  cardId: z.string(),
  customerId: z.string(),
  cardType: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  lastFourDigits: z.string(),
  zipcode: z.string().nullable(),
  streetNo: z.string().nullable(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const cardsQuerySchema = z.object({ customerId: z.string({ message: "customerId is required" }).uuid("customerId is not valid") });
export const deleteCardQuerySchema = z.object({ cardId: z.string({ message: "cardId is required" }).uuid("cardId is not valid") });
/** GET /cards and DELETE /cards: the caller's saved cards (after the delete). */
export const cardsAnswerSchema = z.object({ cards: z.array(savedCardSchema) });
export type CardsAnswer = z.infer<typeof cardsAnswerSchema>;

// The hosted card form (processor page in an iframe) speaks to Forkful's page only by postMessage. -------------

export const CARD_FORM_MESSAGE = "forkful-card-form";
export const cardFormMessageSchema = z.discriminatedUnion("kind", [
  z.object({ source: z.literal(CARD_FORM_MESSAGE), kind: z.literal("ready"), height: z.number() }),
  z.object({ source: z.literal(CARD_FORM_MESSAGE), kind: z.literal("resize"), height: z.number() }),
  z.object({ source: z.literal(CARD_FORM_MESSAGE), kind: z.literal("busy"), busy: z.boolean() }),
  z.object({
    source: z.literal(CARD_FORM_MESSAGE),
    kind: z.literal("tokenized"),
    token: z.string(),
    card: cardSummarySchema,
  }),
  z.object({ source: z.literal(CARD_FORM_MESSAGE), kind: z.literal("error"), message: z.string() }),
]);
export type CardFormMessage = z.infer<typeof cardFormMessageSchema>;
/** What Forkful's page may send the form: submit it (the pay button lives on Forkful's page). */
export const CARD_FORM_SUBMIT = { source: CARD_FORM_MESSAGE, kind: "submit" } as const;

/**
 * The sandbox processor's test cards (README "Paying in the sandbox"). Any other number that passes the Luhn
 * check is approved. Test code only: the app never compares a card number with these.
 */
export const SANDBOX_TEST_CARDS = {
  approved: "4242424242424242",
  approvedMastercard: "5555555555554444",
  declined: "4000000000000002",
  gatewayError: "4000000000000119",
  appError: "4000000000000069",
  badSignature: "4000000000003220",
} as const;
