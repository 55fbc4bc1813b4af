import { describe, expect, it } from "vitest";
import { formatDateIn, formatDateTimeIn } from "./zoned-time";

/** 03:30 UTC on Nov 24: still Nov 23 in New York, already 9:00 AM on Nov 24 in Mumbai. */
const LATE_EVENING_IN_NEW_YORK = "2026-11-24T03:30:00.000Z";

describe("an instant on the restaurant's clock", () => {
  it("is the restaurant's day, not UTC's or the device's", () => {
    expect(formatDateIn(LATE_EVENING_IN_NEW_YORK, "America/New_York")).toBe("Nov 23, 2026");
    expect(formatDateIn(LATE_EVENING_IN_NEW_YORK, "Asia/Kolkata")).toBe("Nov 24, 2026");
  });

  it("is the restaurant's day and 12-hour time", () => {
    expect(formatDateTimeIn(LATE_EVENING_IN_NEW_YORK, "America/New_York")).toBe("Nov 23, 2026, 10:30 PM");
    expect(formatDateTimeIn(LATE_EVENING_IN_NEW_YORK, "Asia/Kolkata")).toBe("Nov 24, 2026, 9:00 AM");
    expect(formatDateTimeIn("not a date", "Asia/Kolkata")).toBe("");
  });
});
