import { describe, expect, it } from "vitest";
import { dayAndClockText } from "./delivery-time";

describe("a delivery's times", () => {
  it("writes a time with its day, in the restaurant's zone", () => {
    expect(dayAndClockText("2026-11-24T03:30:00.000Z", "America/New_York")).toBe("Mon, Nov 23, 10:30 PM");
    expect(dayAndClockText("2026-11-24T03:30:00.000Z", "Asia/Kolkata")).toBe("Tue, Nov 24, 9:00 AM");
  });

  it("says nothing of a time that is not one", () => {
    expect(dayAndClockText("soon", "UTC")).toBe("");
  });
});
