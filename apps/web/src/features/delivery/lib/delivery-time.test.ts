import { describe, expect, it } from "vitest";
import { clockText, dayAndClockText, etaText } from "./delivery-time";

const NOW = Date.parse("2026-11-24T00:34:00.000Z");

describe("a delivery's times", () => {
  it("says the minutes left and the clock time in the restaurant's zone", () => {
    expect(etaText("2026-11-24T00:42:00.000Z", NOW, "America/Los_Angeles")).toBe("Arrives in ~8 min · 4:42 PM");
    expect(etaText("2026-11-24T00:42:00.000Z", NOW, "Asia/Kolkata")).toBe("Arrives in ~8 min · 6:12 AM");
  });

  it("rounds a part minute up and says 'any minute' once the ETA is due or past", () => {
    expect(etaText("2026-11-24T00:34:30.000Z", NOW, "UTC")).toBe("Arrives in ~1 min · 12:34 AM");
    expect(etaText("2026-11-24T00:34:00.000Z", NOW, "UTC")).toBe("Arriving any minute · 12:34 AM");
    expect(etaText("2026-11-24T00:20:00.000Z", NOW, "UTC")).toBe("Arriving any minute · 12:20 AM");
  });

  it("is recomputed from the time now: a minute later, a minute less", () => {
    const eta = "2026-11-24T00:42:00.000Z";
    expect(etaText(eta, NOW + 60_000, "UTC")).toBe("Arrives in ~7 min · 12:42 AM");
  });

  it("says nothing without an ETA or with one that is not a time", () => {
    expect(etaText(null, NOW, "UTC")).toBeNull();
    expect(etaText("soon", NOW, "UTC")).toBeNull();
    expect(clockText("soon", "UTC")).toBe("");
  });

  it("writes a scheduled time with its day", () => {
    expect(dayAndClockText("2026-11-24T03:30:00.000Z", "America/New_York")).toBe("Mon, Nov 23, 10:30 PM");
  });
});
