/** How a saved card reads: its brand, its masked number and its expiry (a card is good through its expiry month). */
import type { SavedCard } from "@forkful/contracts/payments";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  master: "Mastercard",
  amex: "American Express",
  americanexpress: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  dinersclub: "Diners Club",
  jcb: "JCB",
  rupay: "RuPay",
  unionpay: "UnionPay",
  maestro: "Maestro",
};

/** "VISA", "visa" or "Visa" → "Visa"; a brand we do not know reads as the processor wrote it. */
export function brandName(cardType: string): string {
  const key = cardType.toLowerCase().replace(/[^a-z]/g, "");
  return BRANDS[key] ?? (cardType.trim() || "Card");
}

/** A two-digit year (34) is 2034. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** "12/34". */
export function expiryLabel(card: Pick<SavedCard, "expiryMonth" | "expiryYear">): string {
  return `${String(card.expiryMonth).padStart(2, "0")}/${String(fullYear(card.expiryYear) % 100).padStart(2, "0")}`;
}

/** Past its expiry month, in the diner's calendar. */
export function isExpired(card: Pick<SavedCard, "expiryMonth" | "expiryYear">, now: Date = new Date()): boolean {
  const year = fullYear(card.expiryYear);
  const thisYear = now.getFullYear();
  return year < thisYear || (year === thisYear && card.expiryMonth < now.getMonth() + 1);
}

/** "Visa •••• 4242": the card as one name, for buttons and questions. */
export const cardName = (card: Pick<SavedCard, "cardType" | "lastFourDigits">) => `${brandName(card.cardType)} •••• ${card.lastFourDigits}`;
