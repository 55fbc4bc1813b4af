import { describe, expect, it } from "vitest";
import { campaignDates, placesLeft } from "./campaign-dates";

describe("campaign dates and places", () => {
  it("writes a span of dates, or one date for a one-day campaign", () => {
    expect(campaignDates("2026-11-20", "2026-12-20")).toBe("Nov 20, 2026 – Dec 20, 2026");
    expect(campaignDates("2026-12-31", "2026-12-31")).toBe("Dec 31, 2026");
  });

  it("says how many places a slot has left, and Full when none", () => {
    expect([placesLeft(3), placesLeft(1), placesLeft(0), placesLeft(-2)]).toEqual(["3 places left", "1 place left", "Full", "Full"]);
  });
});
