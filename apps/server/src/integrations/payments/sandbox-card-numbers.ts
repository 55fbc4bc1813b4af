/** What the sandbox processor reads from a card number. The number itself is never kept. */
import { cardExpiryProblem } from "@forkful/contracts/payments";

export type SandboxScenario = "approved" | "declined" | "gateway_error" | "app_error" | "bad_signature";

/** Test numbers of the sandbox (README "Paying in the sandbox"); any other Luhn-valid number is approved. */
const SCENARIO_OF_NUMBER: Record<string, SandboxScenario> = {
  "4000000000000002": "declined",
  "4000000000000119": "gateway_error",
  "4000000000000069": "app_error",
  "4000000000003220": "bad_signature",
};

export function scenarioOf(number: string): SandboxScenario {
  return SCENARIO_OF_NUMBER[number] ?? "approved";
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "Mastercard";
  if (/^3[47]/.test(number)) return "American Express";
  if (/^6(011|5)/.test(number)) return "Discover";
  if (/^(60|65|81|82|508)/.test(number)) return "RuPay";
  return "Card";
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The first problem with a card as typed, or null. Expiry is checked against `now` (the card is good to the end of its month). */
export function cardProblem(card: CardInput, now: Date): { field: "number" | "expiry" | "cvc"; message: string } | null {
  if (!passesLuhn(card.number)) return { field: "number", message: "Your card number is not valid." };
  const expiry = cardExpiryProblem(card.expMonth, card.expYear, now);
  if (expiry) return { field: "expiry", message: expiry };
  const cvcLength = brandOf(card.number) === "American Express" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { field: "cvc", message: `Enter the ${cvcLength}-digit security code.` };
  return null;
}
