/** "Add to calendar": a reservation as an iCalendar (.ics) event that every calendar app opens (RFC 5545). */
import { defaultTurnMinutes } from "@forkful/contracts/booking-rules";
import type { Booking } from "@forkful/contracts/bookings";

export interface CalendarPlace {
  restaurantName: string;
  address: string;
}

/** 2026-11-24T19:00:00.000Z → 20261124T190000Z */
const icsInstant = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
/** Commas, semicolons, backslashes and line breaks are escaped in iCalendar text. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** The .ics text of a reservation, or null for a booking without a time (a check-in). */
export function reservationCalendar(booking: Booking, place: CalendarPlace, now: Date = new Date()): string | null {
  if (!booking.startsAt) return null;
  const ends = booking.endsAt ?? new Date(Date.parse(booking.startsAt) + defaultTurnMinutes(booking.guestCount) * 60_000).toISOString();
  const party = booking.guestCount === 1 ? "1 guest" : `${booking.guestCount} guests`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Forkful//Reservations//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reservationId}@forkful`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(booking.startsAt)}`,
    `DTEND:${icsInstant(ends)}`,
    `SUMMARY:${icsText(`Table at ${place.restaurantName}`)}`,
    `LOCATION:${icsText(place.address)}`,
    `DESCRIPTION:${icsText(`Reservation for ${party}, booked with Forkful.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** A data: link for the download (no object URL to revoke). */
export function calendarHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** A map's directions to the restaurant. */
export function directionsHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
