import { RESERVATION_DAYS_AHEAD } from "@forkful/contracts/booking-rules";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/lib/zone-days";
import { reservationDays, takesReservations } from "./reservation-days";

describe("the days a table can be reserved", () => {
  // 03:30 UTC on Nov 24 is still Nov 23 in New York and already Nov 24 in Kolkata.
  const now = new Date("2026-11-24T03:30:00Z");

  it("start from today in the restaurant's zone, not the diner's", () => {
    expect(reservationDays("America/New_York", now)[0]).toEqual({
      date: "2026-11-23",
      label: "Today",
      dayOfMonth: 23,
      month: "Nov",
      name: "Today, Mon 23 Nov",
    });
    expect(reservationDays("Asia/Kolkata", now)[0]).toMatchObject({ date: "2026-11-24", label: "Today" });
  });

  it("offer RESERVATION_DAYS_AHEAD days in a row, across a month's end", () => {
    const days = reservationDays("Asia/Kolkata", now);
    expect(days).toHaveLength(RESERVATION_DAYS_AHEAD);
    expect(days[1]).toMatchObject({ date: "2026-11-25", label: "Tomorrow" });
    expect(days[2]).toMatchObject({ date: "2026-11-26", label: "Thu" });
    expect(days.at(-1)?.date).toBe(addDays("2026-11-24", RESERVATION_DAYS_AHEAD - 1));
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("are offered only when the service is on and the restaurant opens on some day", () => {
    const hours = [{ day: 1, open: "17:00", close: "22:00" }];
    expect(takesReservations({ disabledServices: { isReservation: false }, workingHours: hours })).toBe(true);
    expect(takesReservations({ disabledServices: { isReservation: true }, workingHours: hours })).toBe(false);
    expect(takesReservations({ disabledServices: { isReservation: false }, workingHours: [] })).toBe(false);
  });
});
