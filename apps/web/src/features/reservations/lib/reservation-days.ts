/**
 * The days a table can be reserved, in the restaurant's own calendar (its timeZoneCd), whatever the diner's zone:
 * today and the days after it, RESERVATION_DAYS_AHEAD in all.
 */
import { RESERVATION_DAYS_AHEAD } from "@forkful/contracts/booking-rules";
import type { RestaurantDetail } from "@forkful/contracts/merchants";

export interface ReservationDay {
  /** YYYY-MM-DD in the restaurant's calendar. */
  date: string;
  /** "Today", "Tomorrow", or the short weekday ("Mon"). */
  label: string;
  dayOfMonth: number;
  /** "Nov" */
  month: string;
}

/** Today's date (YYYY-MM-DD) in the given zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const utcDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short" });
const month = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });

/** The date `days` after `ymd` (calendar arithmetic, no zone involved). */
export function addDays(ymd: string, days: number): string {
  const date = utcDay(ymd);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function reservationDays(timeZone: string, now: Date = new Date(), count: number = RESERVATION_DAYS_AHEAD): ReservationDay[] {
  const today = todayInZone(timeZone, now);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i);
    const day = utcDay(date);
    const label = i === 0 ? "Today" : i === 1 ? "Tomorrow" : weekday.format(day);
    return { date, label, dayOfMonth: day.getUTCDate(), month: month.format(day) };
  });
}

/** Whether the restaurant takes reservations online: the service is on and it opens on some weekday (spec §2). */
export function takesReservations(restaurant: Pick<RestaurantDetail, "disabledServices" | "workingHours">): boolean {
  return !restaurant.disabledServices.isReservation && restaurant.workingHours.length > 0;
}
