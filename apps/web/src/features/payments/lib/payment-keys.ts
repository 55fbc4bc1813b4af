/**
 * The idempotency keys of an order's payment, kept in session storage so a double click, a retry or a reload in the
 * middle of a payment sends the same key (and never charges twice), while a new attempt after a decline gets new ones.
 */
import { newUuid } from "../../../shared/lib/uuid";

export interface PaymentKeys {
  /** POST /payment/start-transaction: one card transaction per order. */
  start: string;
  /** One card attempt: its authorize (new or saved card) and its collect. */
  authorize: string;
  collect: string;
  /** POST /payment/initiatePayment, per type. */
  link: string;
  qr: string;
  /** POST /payment/customer-initiate-offline-payment. */
  pos: string;
}

/** Session storage (one tab's payment), under one key per order. */
export const PAYMENT_KEYS_STORAGE_PREFIX = "forkfulPaymentKeys:";

export interface PaymentKeyStore {
  get(): PaymentKeys;
  /** A new card attempt (another card after a decline): new authorize and collect keys. */
  newAttempt(): PaymentKeys;
  /** The card transaction was cancelled: the next start makes a new one. */
  newTransaction(): PaymentKeys;
  /** A new payment link or QR after the last one expired or was cancelled. */
  renew(kind: "link" | "qr" | "pos"): PaymentKeys;
}

function fresh(make: () => string): PaymentKeys {
  return { start: make(), authorize: make(), collect: make(), link: make(), qr: make(), pos: make() };
}

function read(storage: Storage | null, key: string): PaymentKeys | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PaymentKeys>;
    const names: (keyof PaymentKeys)[] = ["start", "authorize", "collect", "link", "qr", "pos"];
    return names.every((name) => typeof parsed[name] === "string") ? (parsed as PaymentKeys) : null;
  } catch {
    return null;
  }
}

export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The payment keys of `orderId`: the stored ones, or new ones (stored at once). */
export function paymentKeyStore(orderId: string, storage: Storage | null = sessionStore(), make: () => string = newUuid): PaymentKeyStore {
  const key = `${PAYMENT_KEYS_STORAGE_PREFIX}${orderId}`;
  let keys = read(storage, key) ?? fresh(make);
  const save = (next: PaymentKeys) => {
    keys = next;
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: the keys still hold for this page.
    }
    return next;
  };
  save(keys);
  return {
    get: () => keys,
    newAttempt: () => save({ ...keys, authorize: make(), collect: make() }),
    newTransaction: () => save({ ...keys, start: make(), authorize: make(), collect: make() }),
    renew: (kind) => save({ ...keys, [kind]: make() }),
  };
}
