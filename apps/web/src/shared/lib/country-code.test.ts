import { countryOfMobile, toE164 } from "@forkful/contracts/phone";
import { describe, expect, it } from "vitest";
import { countryCodeOfTyped } from "./country-code";

describe("country from the number", () => {
  it.each([
    ["+91 98765 43210", "+91"],
    ["+919876543210", "+91"],
    ["+1 (415) 555-0123", "+1"],
    ["+14155550123", "+1"],
  ])("%s names %s", (typed, code) => {
    expect(countryCodeOfTyped(typed)).toBe(code);
  });

  it.each(["4155550123", "", "+", "+9", "98765"])("%o names no country yet", (typed) => {
    expect(countryCodeOfTyped(typed)).toBeNull();
  });

  it("follows the spec's rule: containing +91 is IND, otherwise US", () => {
    expect(countryOfMobile("+919876543210")).toBe("IND");
    expect(countryOfMobile("+14155550123")).toBe("US");
    expect(countryOfMobile("4155550123")).toBe("US");
  });

  it("turns a national number and the picked code into E.164", () => {
    expect(toE164("415 555 0123", "+1")).toBe("+14155550123");
    expect(toE164("98765 43210", "+91")).toBe("+919876543210");
    expect(toE164("+91 98765 43210", "+1")).toBe("+919876543210");
    expect(toE164("12345", "+1")).toBeNull();
  });
});
