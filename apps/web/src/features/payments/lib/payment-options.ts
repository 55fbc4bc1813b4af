/**
 * The ways to pay an order (spec §1: CNP, PAYMENT_LINKS, BHARAT_QR, POS): a signed-in diner's saved cards, a new
 * card, a UPI QR (INR restaurants only), a payment link, and paying at the restaurant.
 */
import type { Currency } from "@forkful/contracts/constants";
import type { OrderPayment, SavedCard } from "@forkful/contracts/payments";

export type MethodId = `saved:${string}` | "card" | "qr" | "link" | "pos";

export interface PaymentOption {
  id: MethodId;
  label: string;
  detail: string;
  /** An expired saved card stays listed but cannot be chosen. */
  disabled?: boolean;
}

/** "Visa •••• 4242" */
export const cardLabel = (brand: string, last4: string) => `${brand} •••• ${last4}`;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** A card is good through the last day of its expiry month. */
export function isExpired(card: Pick<SavedCard, "expiryMonth" | "expiryYear">, now: Date): boolean {
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  return year < now.getFullYear() || (year === now.getFullYear() && card.expiryMonth < now.getMonth() + 1);
}

export function paymentOptions({
  cards,
  currency,
  now = new Date(),
}: {
  /** The signed-in diner's saved cards; empty for a guest. */
  cards: readonly SavedCard[];
  currency: Currency;
  now?: Date;
}): PaymentOption[] {
  const saved: PaymentOption[] = cards.map((card) => {
    const expired = isExpired(card, now);
    return {
      id: `saved:${card.cardId}`,
      label: cardLabel(card.cardType, card.lastFourDigits),
      detail: `${expired ? "Expired" : "Expires"} ${twoDigits(card.expiryMonth)}/${twoDigits(card.expiryYear % 100)}`,
      disabled: expired,
    };
  });
  return [
    ...saved,
    { id: "card", label: saved.length > 0 ? "New card" : "Card", detail: "Visa, Mastercard, American Express, RuPay" },
    ...(currency === "INR" ? [{ id: "qr", label: "UPI QR", detail: "Scan with any UPI app" } as const] : []),
    { id: "link", label: "Payment link", detail: "Pay on this or another device" },
    { id: "pos", label: "Pay at the restaurant", detail: "At the counter or to your server" },
  ];
}

/** The way to pay chosen first: one under way (a link or a QR the diner came back to), else the first usable option. */
export function initialMethod(options: readonly PaymentOption[], payment: OrderPayment | null): MethodId {
  if (payment?.state === "awaiting_payer") {
    const id: MethodId = payment.paymentType === "BHARAT_QR" ? "qr" : "link";
    if (options.some((o) => o.id === id)) return id;
  }
  return options.find((o) => !o.disabled)?.id ?? "card";
}
