import { describe, expect, it } from "vitest";
import { addDays, dayAndTime, dayAndTimeInZone, dayOption, todayInZone } from "./zone-days";

const NEW_YORK = "America/New_York";
const KOLKATA = "Asia/Kolkata";

describe("a chosen time, always with its day, in the restaurant's zone", () => {
  // 22:30 UTC on Sat 28 Nov 2026 is 5:30 PM that Saturday in New York.
  const evening = new Date("2026-11-28T22:30:00Z");

  it("says Today, Tomorrow, or the day and date after that", () => {
    expect(dayAndTimeInZone(new Date("2026-11-28T23:00:00Z"), NEW_YORK, evening)).toBe("Today, 6:00 PM");
    expect(dayAndTimeInZone(new Date("2026-11-29T23:00:00Z"), NEW_YORK, evening)).toBe("Tomorrow, 6:00 PM");
    expect(dayAndTimeInZone(new Date("2026-11-30T23:00:00Z"), NEW_YORK, evening)).toBe("Mon 30 Nov, 6:00 PM");
    expect(dayAndTimeInZone(new Date("2026-12-05T15:30:00Z"), NEW_YORK, evening)).toBe("Sat 5 Dec, 10:30 AM");
  });

  it("counts days around midnight on the restaurant's clock, not UTC's or the diner's", () => {
    // 4:30 UTC on Sun 29 Nov is still 11:30 PM on Saturday in New York.
    const lateSaturday = new Date("2026-11-29T04:30:00Z");
    expect(dayAndTimeInZone(new Date("2026-11-29T04:45:00Z"), NEW_YORK, lateSaturday)).toBe("Today, 11:45 PM");
    expect(dayAndTimeInZone(new Date("2026-11-29T05:15:00Z"), NEW_YORK, lateSaturday)).toBe("Tomorrow, 12:15 AM");
    expect(dayAndTimeInZone(new Date("2026-11-30T05:15:00Z"), NEW_YORK, lateSaturday)).toBe("Mon 30 Nov, 12:15 AM");
    // 18:00 UTC on Sat 28 Nov is 11:30 PM in Kolkata: a quarter past midnight there is tomorrow.
    const lateInKolkata = new Date("2026-11-28T18:00:00Z");
    expect(dayAndTimeInZone(new Date("2026-11-28T18:45:00Z"), KOLKATA, lateInKolkata)).toBe("Tomorrow, 12:15 AM");
    // Just after midnight there, the same instant is today's.
    expect(dayAndTimeInZone(new Date("2026-11-28T18:45:00Z"), KOLKATA, new Date("2026-11-28T18:31:00Z"))).toBe("Today, 12:15 AM");
  });

  it("names a local date and clock the same way (a reservation's day and slot)", () => {
    expect(dayAndTime("2026-11-28", "7:30 PM", "2026-11-28")).toBe("Today, 7:30 PM");
    expect(dayAndTime("2026-11-29", "7:30 PM", "2026-11-28")).toBe("Tomorrow, 7:30 PM");
    expect(dayAndTime("2027-01-01", "7:30 PM", "2026-12-31")).toBe("Tomorrow, 7:30 PM");
    expect(dayAndTime("2027-01-02", "7:30 PM", "2026-12-31")).toBe("Sat 2 Jan, 7:30 PM");
  });
});

describe("the days a picker offers", () => {
  it("are shown short and read in full", () => {
    expect(dayOption("2026-11-28", "2026-11-28")).toEqual({
      date: "2026-11-28",
      label: "Today",
      dayOfMonth: 28,
      month: "Nov",
      name: "Today, Sat 28 Nov",
    });
    expect(dayOption("2026-11-29", "2026-11-28")).toMatchObject({ label: "Tomorrow", name: "Tomorrow, Sun 29 Nov" });
    expect(dayOption("2026-12-01", "2026-11-28")).toMatchObject({ label: "Tue", dayOfMonth: 1, month: "Dec", name: "Tue 1 Dec" });
  });

  it("start from today in the restaurant's zone", () => {
    const now = new Date("2026-11-24T03:30:00Z");
    expect(todayInZone(NEW_YORK, now)).toBe("2026-11-23");
    expect(todayInZone(KOLKATA, now)).toBe("2026-11-24");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
