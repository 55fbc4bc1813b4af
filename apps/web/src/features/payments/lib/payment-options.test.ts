import type { SavedCard } from "@forkful/contracts/payments";
import { describe, expect, it } from "vitest";
import { initialMethod, isExpired, paymentOptions } from "./payment-options";

const now = new Date(2026, 5, 15);
const card = (id: string, month: number, year: number): SavedCard => ({
  cardId: id,
  customerId: "c",
  cardType: "Visa",
  expiryMonth: month,
  expiryYear: year,
  lastFourDigits: "4242",
  zipcode: null,
  streetNo: null,
});

describe("paymentOptions", () => {
  it("offers a card, a link and the restaurant to a guest in USD, and no UPI", () => {
    expect(paymentOptions({ cards: [], currency: "USD", now }).map((o) => o.id)).toEqual(["card", "link", "pos"]);
  });

  it("adds UPI QR for an INR restaurant, and the saved cards first", () => {
    const options = paymentOptions({ cards: [card("a", 12, 2034)], currency: "INR", now });
    expect(options.map((o) => o.id)).toEqual(["saved:a", "card", "qr", "link", "pos"]);
    expect(options[0]).toMatchObject({ label: "Visa •••• 4242", detail: "Expires 12/34", disabled: false });
    expect(options[1]!.label).toBe("New card");
  });

  it("keeps an expired card listed but not usable", () => {
    const [expired] = paymentOptions({ cards: [card("old", 5, 2026)], currency: "USD", now });
    expect(expired).toMatchObject({ detail: "Expired 05/26", disabled: true });
    expect(isExpired({ expiryMonth: 6, expiryYear: 26 }, now)).toBe(false);
  });
});

describe("initialMethod", () => {
  const options = paymentOptions({ cards: [card("old", 1, 2020), card("b", 1, 2030)], currency: "INR", now });
  it("chooses the first usable option", () => {
    expect(initialMethod(options, null)).toBe("saved:b");
  });
  it("comes back to a link or QR under way", () => {
    const payment = {
      transactionId: "t",
      splitId: null,
      paymentType: "BHARAT_QR",
      state: "awaiting_payer",
      amount: 1,
      collectedAmount: 0,
      card: null,
    } as const;
    expect(initialMethod(options, payment)).toBe("qr");
    expect(initialMethod(options, { ...payment, paymentType: "PAYMENT_LINKS" })).toBe("link");
  });
});
