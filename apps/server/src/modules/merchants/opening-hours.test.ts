import { describe, expect, it } from "vitest";
import { fromWallClock, openingState, toWallClock } from "./opening-hours";

const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

describe("openingState", () => {
  it("is open inside a window in the restaurant's own time zone", () => {
    // 2026-11-23 is a Monday; 15:00 UTC is 10:00 in New York.
    const state = openingState(everyDay("09:00", "22:00"), "America/New_York", new Date("2026-11-23T15:00:00Z"));
    expect(state.open).toBe(true);
    expect(state.activeSessionEndTime).toBe("2026-11-24T03:00:00.000Z");
    expect(state.minutesUntilClose).toBe(12 * 60);
    expect(state.currentWorkingHours).toEqual([{ day: 1, open: "09:00", close: "22:00" }]);
    expect(state.isLastActiveSession).toBe(true);
  });

  it("is closed before opening and names the next session", () => {
    // 03:00 UTC Monday is 08:30 Monday in Kolkata.
    const state = openingState(everyDay("11:00", "23:00"), "Asia/Kolkata", new Date("2026-11-23T03:00:00Z"));
    expect(state.open).toBe(false);
    expect(state.activeSessionEndTime).toBeNull();
    expect(state.nextSession).toMatchObject({ day: 1, open: "11:00", startsAt: "2026-11-23T05:30:00.000Z" });
  });

  it("keeps a window that runs past midnight open into the next day", () => {
    const hours = [{ day: 5, open: "18:00", close: "01:00" }];
    // Saturday 2026-11-28 00:30 in Chicago (UTC-6) is 06:30 UTC.
    const state = openingState(hours, "America/Chicago", new Date("2026-11-28T06:30:00Z"));
    expect(state.open).toBe(true);
    expect(state.minutesUntilClose).toBe(30);
  });

  it("knows a split day has a later session", () => {
    const hours = [
      { day: 1, open: "11:30", close: "14:30" },
      { day: 1, open: "18:00", close: "22:00" },
    ];
    const lunch = openingState(hours, "America/Los_Angeles", new Date("2026-11-23T20:00:00Z")); // 12:00 PST
    expect(lunch.open).toBe(true);
    expect(lunch.isLastActiveSession).toBe(false);
    const gap = openingState(hours, "America/Los_Angeles", new Date("2026-11-23T23:00:00Z")); // 15:00 PST
    expect(gap.open).toBe(false);
    expect(gap.nextSession?.startsAt).toBe("2026-11-24T02:00:00.000Z");
  });

  it("is always closed without working hours", () => {
    const state = openingState([], "Asia/Kolkata", new Date());
    expect(state).toMatchObject({ open: false, nextSession: null, isLastActiveSession: false });
  });
});

describe("wall clock conversion", () => {
  it("round-trips across a daylight-saving change", () => {
    const instant = new Date("2026-03-08T12:00:00Z");
    const wall = toWallClock(instant, "America/New_York");
    expect(new Date(wall).toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(fromWallClock(wall, "America/New_York").toISOString()).toBe(instant.toISOString());
  });
});
