import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { REFUSALS } from "@forkful/contracts/refusals";
import { describe, expect, it } from "vitest";
import { chooseTable, daySlotTimes, type FloorTable, reservationSlots, type SlotQuestion, tablesThatSeat } from "./reservation-slots";

const NY = "America/New_York";
/** Gramercy Table's hours: dinner Tuesday to Sunday, lunch at the weekend. */
const GRAMERCY = [
  ...[2, 3, 4, 5, 6, 0].map((day) => ({ day, open: "17:00", close: "22:30" })),
  ...[0, 6].map((day) => ({ day, open: "11:00", close: "14:30" })),
];
const table = (tableId: string, seats: number, extra: Partial<FloorTable> = {}): FloorTable => ({
  id: `ref-${tableId}`,
  tableId,
  seats,
  reservable: true,
  sortOrder: 0,
  ...extra,
});

/** Saturday 2026-12-05 in New York (EST, UTC-5); asked on the Monday before. */
const question = (overrides: Partial<SlotQuestion> = {}): SlotQuestion => ({
  date: "2026-12-05",
  guestCount: 2,
  now: new Date("2026-11-30T15:00:00Z"),
  timeZone: NY,
  workingHours: GRAMERCY,
  reservationsOff: false,
  tables: [table("T1", 2), table("T2", 4)],
  booked: [],
  heldNow: new Set(),
  ...overrides,
});

const labels = (q: SlotQuestion) => reservationSlots(q).slots.map((s) => s.slot);
const available = (q: SlotQuestion) =>
  reservationSlots(q)
    .slots.filter((s) => s.available)
    .map((s) => s.slot);

describe("reservation slots", () => {
  it("runs every 15 minutes from each opening to its last seating (close minus the turn), in the restaurant's time zone", () => {
    const day = reservationSlots(question());
    expect(day.open).toBe(true);
    const slots = day.slots.map((s) => s.slot);
    // A party of 2 holds a table 75 minutes: lunch closes 14:30, so the last lunch seating is 13:15.
    expect(slots.slice(0, 3)).toEqual(["11:00", "11:15", "11:30"]);
    expect(slots).toContain("13:15");
    expect(slots).not.toContain("13:30");
    expect(slots).not.toContain("15:00");
    expect(slots).toContain("17:00");
    expect(slots.at(-1)).toBe("21:15");
    expect(slots).toHaveLength(10 + 18);
    const five = day.slots.find((s) => s.slot === "17:00")!;
    expect(five.startsAt.toISOString()).toBe("2026-12-05T22:00:00.000Z");
    expect(five.endsAt.toISOString()).toBe("2026-12-05T23:15:00.000Z");
  });

  it("gives a larger party a longer turn, so an earlier last seating", () => {
    expect(labels(question({ guestCount: 6, tables: [table("T6", 6)] })).at(-1)).toBe("20:45");
  });

  it("is closed on a day without opening hours", () => {
    expect(reservationSlots(question({ date: "2026-12-07" }))).toEqual({ open: false, reason: BOOKING_REFUSALS.closedThatDay, slots: [] });
  });

  it("keeps slots of a window that runs past midnight on the day it opens", () => {
    const late = [{ day: 6, open: "18:00", close: "01:00" }];
    const times = daySlotTimes("2026-12-05", 2, "America/Los_Angeles", late);
    expect(times[0]!.slot).toBe("18:00");
    expect(times.at(-1)!.slot).toBe("23:45");
    expect(times.at(-1)!.startsAt.toISOString()).toBe("2026-12-06T07:45:00.000Z");
    // Friday's late window does not spill into Saturday's slots.
    expect(daySlotTimes("2026-12-06", 2, "America/Los_Angeles", late)).toEqual([]);
  });

  it("is DST-correct in New York: the same clock time is a different instant across the change", () => {
    const saturday = daySlotTimes("2026-10-31", 2, NY, GRAMERCY).find((s) => s.slot === "17:00")!;
    const sunday = daySlotTimes("2026-11-01", 2, NY, GRAMERCY).find((s) => s.slot === "17:00")!;
    expect(saturday.startsAt.toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(sunday.startsAt.toISOString()).toBe("2026-11-01T22:00:00.000Z");
  });

  it("skips the hour spring-forward removes and counts the turn in real time", () => {
    const night = [{ day: 0, open: "00:00", close: "06:00" }];
    const times = daySlotTimes("2026-03-08", 2, NY, night);
    const slots = times.map((s) => s.slot);
    expect(slots).toContain("01:45");
    expect(slots).not.toContain("02:00");
    expect(slots).not.toContain("02:45");
    expect(times.find((s) => s.slot === "03:00")!.startsAt.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    // Close is 06:00 EDT (10:00Z): the last 75-minute seating starts 08:45Z, 04:45 on the clock.
    expect(slots.at(-1)).toBe("04:45");
  });

  it("offers the repeated hour of fall-back once, at its first instant", () => {
    const night = [{ day: 0, open: "00:00", close: "04:00" }];
    const times = daySlotTimes("2026-11-01", 2, NY, night);
    expect(times.filter((s) => s.slot === "01:15")).toHaveLength(1);
    expect(times.find((s) => s.slot === "01:15")!.startsAt.toISOString()).toBe("2026-11-01T05:15:00.000Z");
    // Close is 04:00 EST (09:00Z): the last seating starts 07:45Z, 02:45 on the clock.
    expect(times.at(-1)!.slot).toBe("02:45");
  });

  it("marks a slot taken when every fitting table is booked for part of its turn", () => {
    const booked = [{ tableRef: "ref-T1", startsAt: new Date("2026-12-05T23:00:00Z"), endsAt: new Date("2026-12-06T00:15:00Z") }];
    const onlyT1 = question({ tables: [table("T1", 2)], booked });
    const free = available(onlyT1);
    // 18:00–19:15 is booked: 17:00–18:15 overlaps it, 19:15 starts as it ends.
    expect(free).toContain("11:00");
    expect(free).not.toContain("17:00");
    expect(free).not.toContain("18:00");
    expect(free).not.toContain("19:00");
    expect(free).toContain("19:15");
    // Another table that seats the party keeps the slot open.
    expect(available(question({ booked }))).toContain("18:00");
  });

  it("does not offer slots inside the lead time or already past, and closes a day with none left", () => {
    // 16:50 in New York on the day.
    const day = reservationSlots(question({ now: new Date("2026-12-05T21:50:00Z") }));
    expect(day.slots[0]?.slot).toBe("17:30");
    expect(day.slots.map((s) => s.slot)).not.toContain("17:15");
    // 23:00 in New York: every seating of the day has passed.
    expect(reservationSlots(question({ now: new Date("2026-12-06T04:00:00Z") }))).toEqual({
      open: false,
      reason: BOOKING_REFUSALS.dayOver,
      slots: [],
    });
  });

  it("keeps a table someone is seated at now out of slots starting within a turn", () => {
    const now = new Date("2026-12-05T21:50:00Z");
    const q = question({ now, tables: [table("T1", 2)], heldNow: new Set(["ref-T1"]) });
    const free = available(q);
    expect(free).not.toContain("17:30");
    // 16:50 + 75 minutes = 18:05: from 18:15 the seated party is expected to have left.
    expect(free).not.toContain("18:00");
    expect(free[0]).toBe("18:15");
  });

  it("closes the day with a reason: reservations off, a past day, too far ahead, no table for the party", () => {
    expect(reservationSlots(question({ reservationsOff: true })).reason).toBe(BOOKING_REFUSALS.reservationsOff);
    expect(reservationSlots(question({ date: "2026-11-29" })).reason).toBe(BOOKING_REFUSALS.tooLate);
    expect(reservationSlots(question({ date: "2026-12-30" })).open).toBe(true);
    expect(reservationSlots(question({ date: "2026-12-31" })).reason).toBe(BOOKING_REFUSALS.tooFarAhead(30));
    expect(reservationSlots(question({ guestCount: 5 })).reason).toBe(BOOKING_REFUSALS.noTableFits(5));
  });

  it("counts today in the restaurant's time zone, not UTC", () => {
    // 03:00Z on Sunday the 6th is still Saturday evening (22:00) in New York.
    // Today there, with its seatings over (not a past day, as UTC would have it).
    const late = question({ date: "2026-12-05", now: new Date("2026-12-06T03:00:00Z") });
    expect(reservationSlots(late).reason).toBe(BOOKING_REFUSALS.dayOver);
    const afternoon = question({ date: "2026-12-05", now: new Date("2026-12-05T20:00:00Z") });
    expect(reservationSlots(afternoon).open).toBe(true);
  });
});

describe("tables that seat a party", () => {
  it("takes the smallest first and keeps tables far too large for when nothing else fits", () => {
    const floor = [table("T8", 8), table("T4", 4), table("T2", 2), table("T1", 1), table("W2", 2, { reservable: false })];
    expect(tablesThatSeat(floor, 2).map((t) => t.tableId)).toEqual(["T2", "T4"]);
    expect(tablesThatSeat(floor, 3).map((t) => t.tableId)).toEqual(["T4"]);
    expect(tablesThatSeat(floor, 4).map((t) => t.tableId)).toEqual(["T4", "T8"]);
    expect(tablesThatSeat([table("T8", 8)], 2).map((t) => t.tableId)).toEqual(["T8"]);
    expect(tablesThatSeat(floor, 9)).toEqual([]);
  });
});

describe("choosing the table for a reservation", () => {
  it("gives the smallest free table that fits", () => {
    const choice = chooseTable(question({ tables: [table("T4", 4), table("T2", 2)] }), "18:00");
    expect(choice.ok && choice.table.tableId).toBe("T2");
    expect(choice.ok && choice.time.startsAt.toISOString()).toBe("2026-12-05T23:00:00.000Z");
  });

  it("moves to the next table when the smallest is booked, and refuses when none is free", () => {
    const booked = [{ tableRef: "ref-T2", startsAt: new Date("2026-12-05T23:00:00Z"), endsAt: new Date("2026-12-06T00:15:00Z") }];
    const next = chooseTable(question({ tables: [table("T4", 4), table("T2", 2)], booked }), "18:00");
    expect(next.ok && next.table.tableId).toBe("T4");
    const none = chooseTable(question({ tables: [table("T2", 2)], booked }), "18:30");
    expect(none).toEqual({ ok: false, refusal: REFUSALS.SLOT_TAKEN });
  });

  it("refuses a time that is not a slot, one too soon, and a closed day", () => {
    expect(chooseTable(question(), "15:00")).toEqual({ ok: false, refusal: BOOKING_REFUSALS.slotNotOffered });
    expect(chooseTable(question(), "18:05")).toEqual({ ok: false, refusal: BOOKING_REFUSALS.slotNotOffered });
    const soon = question({ now: new Date("2026-12-05T22:50:00Z") });
    expect(chooseTable(soon, "18:00")).toEqual({ ok: false, refusal: BOOKING_REFUSALS.tooLate });
    expect(chooseTable(question({ reservationsOff: true }), "18:00")).toEqual({ ok: false, refusal: BOOKING_REFUSALS.reservationsOff });
    expect(chooseTable(question({ date: "2026-12-07" }), "18:00")).toEqual({ ok: false, refusal: BOOKING_REFUSALS.closedThatDay });
  });
});
