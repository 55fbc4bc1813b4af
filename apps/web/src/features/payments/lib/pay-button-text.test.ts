import { describe, expect, it } from "vitest";
import { payButtonText } from "./pay-button-text";

describe("payButtonText", () => {
  it("says what pressing it does", () => {
    expect(payButtonText({ phase: "idle", method: "card", total: 1524, currency: "USD" })).toBe("Pay $15.24");
    expect(payButtonText({ phase: "idle", method: "pos", total: 1524, currency: "USD" })).toBe("Confirm — pay at the restaurant");
    expect(payButtonText({ phase: "idle", method: "qr", total: 0, currency: "INR" })).toBe("Confirm order");
    expect(payButtonText({ phase: "paying", method: "saved:x", total: 100, currency: "USD" })).toBe("Paying…");
    expect(payButtonText({ phase: "awaiting", method: "link", total: 100, currency: "USD" })).toBe("Waiting for your payment…");
  });
});
