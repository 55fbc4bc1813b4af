import { describe, expect, it } from "vitest";
import { brandName, cardName, expiryLabel, isExpired } from "./card-display";

describe("card display", () => {
  it("names the brand the way diners know it, and keeps an unknown brand as written", () => {
    expect(brandName("VISA")).toBe("Visa");
    expect(brandName("master-card")).toBe("Mastercard");
    expect(brandName("amex")).toBe("American Express");
    expect(brandName("Elo")).toBe("Elo");
    expect(brandName(" ")).toBe("Card");
    expect(cardName({ cardType: "visa", lastFourDigits: "4242" })).toBe("Visa •••• 4242");
  });

  it("writes the expiry as MM/YY from a two- or four-digit year", () => {
    expect(expiryLabel({ expiryMonth: 3, expiryYear: 2034 })).toBe("03/34");
    expect(expiryLabel({ expiryMonth: 12, expiryYear: 34 })).toBe("12/34");
    expect(expiryLabel({ expiryMonth: 1, expiryYear: 2005 })).toBe("01/05");
  });

  it("counts a card good through the last day of its expiry month", () => {
    const now = new Date(2026, 10, 30, 23, 59); // 30 November 2026, local time
    expect(isExpired({ expiryMonth: 11, expiryYear: 2026 }, now)).toBe(false);
    expect(isExpired({ expiryMonth: 10, expiryYear: 2026 }, now)).toBe(true);
    expect(isExpired({ expiryMonth: 1, expiryYear: 2027 }, now)).toBe(false);
    expect(isExpired({ expiryMonth: 12, expiryYear: 25 }, now)).toBe(true);
    expect(isExpired({ expiryMonth: 12, expiryYear: 34 }, now)).toBe(false);
  });
});
