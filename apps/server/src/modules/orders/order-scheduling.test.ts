import { describe, expect, it } from "vitest";
import { asapAvailable, orderSlots } from "./order-scheduling";

const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
// Monday 2026-11-23 10:07 in New York.
const now = new Date("2026-11-23T15:07:00Z");
const rules = {
  workingHours: everyDay("09:00", "22:00"),
  timeZone: "America/New_York",
  now,
  etaMinutes: 20,
  cutoffMinutes: 15,
  horizonDays: 1,
};

describe("order slots", () => {
  it("starts at now + ETA rounded up to 15 minutes and stops at closing minus the cut-off", () => {
    const slots = orderSlots(rules);
    expect(slots[0]).toMatchObject({ startsAt: "2026-11-23T15:30:00.000Z", date: "2026-11-23" });
    expect(slots[0]!.label).toContain("10:30");
    const today = slots.filter((s) => s.date === "2026-11-23");
    expect(today.at(-1)!.startsAt).toBe("2026-11-24T02:45:00.000Z"); // 21:45 local
    expect(slots.filter((s) => s.date === "2026-11-24")[0]!.startsAt).toBe("2026-11-24T14:00:00.000Z"); // 09:00 tomorrow
    expect(slots.some((s) => s.date === "2026-11-25")).toBe(false);
  });

  it("offers today only with horizon 0 and nothing with -1", () => {
    expect(orderSlots({ ...rules, horizonDays: 0 }).every((s) => s.date === "2026-11-23")).toBe(true);
    expect(orderSlots({ ...rules, horizonDays: -1 })).toEqual([]);
  });

  it("offers ASAP only while open and before the cut-off", () => {
    expect(asapAvailable(rules)).toBe(true);
    expect(asapAvailable({ ...rules, now: new Date("2026-11-24T02:50:00Z") })).toBe(false); // 21:50, 10 min left
    expect(asapAvailable({ ...rules, now: new Date("2026-11-23T12:00:00Z") })).toBe(false); // 07:00, closed
  });

  it("lets a closed restaurant take only later slots, and one without hours none", () => {
    const early = { ...rules, now: new Date("2026-11-23T12:00:00Z") };
    expect(orderSlots(early)[0]!.startsAt).toBe("2026-11-23T14:00:00.000Z");
    expect(orderSlots({ ...rules, workingHours: [] })).toEqual([]);
  });
});
