import { describe, expect, it } from "vitest";
import { formatSeatedTime, partyText } from "./seated-time";

describe("seated time", () => {
  it("reads the time on the restaurant's clock, not the device's", () => {
    expect(formatSeatedTime("2026-11-24T00:05:00.000Z", "America/New_York")).toBe("7:05 PM");
    expect(formatSeatedTime("2026-11-24T00:05:00.000Z", "Asia/Kolkata")).toBe("5:35 AM");
  });

  it("names the party and its size", () => {
    expect(partyText("Ada Lovelace", 4)).toBe("Ada Lovelace, party of 4");
  });
});
