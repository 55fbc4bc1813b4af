import { describe, expect, it } from "vitest";
import { formatDateIn } from "../../../shared/lib/zoned-time";
import { formatOrderClock, formatOrderDateTime, zoneName } from "./order-time";

const at = "2026-11-23T15:37:10.796Z";

describe("order times in the restaurant's zone", () => {
  it("reads the same instant in New York and in Bengaluru", () => {
    expect(formatOrderClock(at, "America/New_York")).toBe("10:37 AM");
    expect(formatOrderClock(at, "Asia/Kolkata")).toBe("9:07 PM");
    expect(formatOrderDateTime(at, "Asia/Kolkata")).toBe("Mon, Nov 23, 2026, 9:07 PM");
    expect(formatDateIn("2026-11-24T02:00:00.000Z", "America/Los_Angeles")).toBe("Nov 23, 2026");
  });

  it("names the zone, and gives nothing for a bad date", () => {
    expect(zoneName(at, "America/New_York")).toBe("EST");
    expect(zoneName(at, "Asia/Kolkata")).toBe("GMT+5:30");
    expect(formatOrderClock("not a date", "Asia/Kolkata")).toBe("");
  });
});
