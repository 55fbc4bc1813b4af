import { describe, expect, it } from "vitest";
import { describeNextSession, formatClock, formatWindows, hoursByWeekday, weekdayInZone } from "./opening-hours";

describe("opening hours", () => {
  it("formats clock times", () => {
    expect(formatClock("00:00")).toBe("12:00 AM");
    expect(formatClock("09:05")).toBe("9:05 AM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("23:00")).toBe("11:00 PM");
  });

  it("lists every weekday with its windows in order", () => {
    const week = hoursByWeekday([
      { day: 1, open: "17:00", close: "22:00" },
      { day: 1, open: "11:00", close: "15:00" },
      { day: 5, open: "18:00", close: "01:00" },
    ]);
    expect(week.map((d) => d.name)).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    expect(formatWindows(week[1]!.windows)).toBe("11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM");
    expect(formatWindows(week[0]!.windows)).toBe("Closed");
    expect(formatWindows(week[5]!.windows)).toBe("6:00 PM – 1:00 AM");
  });

  it("reads the weekday in the restaurant's zone, not the diner's", () => {
    // 2025-06-02 02:00 UTC is still Sunday evening in New York and Monday morning in Kolkata.
    const instant = new Date("2025-06-02T02:00:00Z");
    expect(weekdayInZone(instant, "America/New_York")).toBe(0);
    expect(weekdayInZone(instant, "Asia/Kolkata")).toBe(1);
  });

  it("describes the next opening relative to today in the zone", () => {
    const now = new Date("2025-06-02T14:00:00Z"); // Monday 10:00 in New York
    const zone = "America/New_York";
    const session = (startsAt: string, day: number, open: string) => ({ day, open, close: "22:00", startsAt, endsAt: startsAt });
    expect(describeNextSession(session("2025-06-02T21:00:00Z", 1, "17:00"), zone, now)).toBe("Opens today at 5:00 PM");
    expect(describeNextSession(session("2025-06-03T15:00:00Z", 2, "11:00"), zone, now)).toBe("Opens tomorrow at 11:00 AM");
    expect(describeNextSession(session("2025-06-05T15:00:00Z", 4, "11:00"), zone, now)).toBe("Opens Thursday at 11:00 AM");
    expect(describeNextSession(null, zone, now)).toBeNull();
  });
});
