import type { Booking } from "@forkful/contracts/bookings";
import { describe, expect, it } from "vitest";
import { calendarHref, reservationCalendar } from "./calendar-file";

const booking = {
  reservationId: "7f0c2a8e-4b7a-4d7e-9a53-1c1f0e6b2d11",
  guestCount: 4,
  startsAt: "2026-11-25T00:30:00.000Z",
  endsAt: null,
} as Booking;

describe("Add to calendar", () => {
  it("is one event at the reservation's instant, lasting the party's turn when no end is known", () => {
    const ics = reservationCalendar(booking, { restaurantName: "Gramercy Table", address: "58 Irving Place, New York" }, new Date(0));
    expect(ics).toContain("DTSTART:20261125T003000Z\r\n");
    expect(ics).toContain("DTEND:20261125T020000Z\r\n");
    expect(ics).toContain(`UID:${booking.reservationId}@forkful`);
    expect(ics).toContain("LOCATION:58 Irving Place\\, New York");
    expect(ics).toContain("Reservation for 4 guests");
    expect(calendarHref(ics ?? "")).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/);
  });

  it("is not offered for a booking without a time", () => {
    expect(reservationCalendar({ ...booking, startsAt: null }, { restaurantName: "x", address: "y" })).toBeNull();
  });
});
