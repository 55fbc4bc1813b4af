/**
 * Days and times in a restaurant's own calendar and clock (its time zone), whatever the diner's: the days a picker
 * offers, and what a chosen time is called, always with its day ("Today, 6:00 PM", "Tomorrow, 6:00 PM",
 * "Sat 29 Nov, 6:00 PM").
 */
import { zonedFormat } from "./zoned-time";

/** The date (YYYY-MM-DD) an instant falls on in the given zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = zonedFormat(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Today's date (YYYY-MM-DD) in the given zone. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return dateInZone(now, timeZone);
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

/** A day a picker offers. */
export interface DayOption {
  /** YYYY-MM-DD in the restaurant's calendar. */
  date: string;
  /** "Today", "Tomorrow", or the short weekday ("Mon"). */
  label: string;
  dayOfMonth: number;
  /** "Nov" */
  month: string;
  /** What it is read as: "Today, Fri 28 Nov", "Sat 29 Nov". */
  name: string;
}

/** "Sat 29 Nov" */
function calendarName(ymd: string): string {
  const day = utcDay(ymd);
  return Number.isNaN(day.getTime()) ? ymd : `${weekday.format(day)} ${day.getUTCDate()} ${month.format(day)}`;
}

/** A day as a picker shows it, named from `today` (both YYYY-MM-DD in the same calendar). */
export function dayOption(date: string, today: string): DayOption {
  const day = utcDay(date);
  const relative = date === today ? "Today" : date === addDays(today, 1) ? "Tomorrow" : null;
  return {
    date,
    label: relative ?? weekday.format(day),
    dayOfMonth: day.getUTCDate(),
    month: month.format(day),
    name: relative ? `${relative}, ${calendarName(date)}` : calendarName(date),
  };
}

/** "Today", "Tomorrow", or "Sat 29 Nov". */
export function dayName(date: string, today: string): string {
  return date === today ? "Today" : date === addDays(today, 1) ? "Tomorrow" : calendarName(date);
}

/** An instant's time on the restaurant's clock: "6:00 PM". */
export function clockInZone(instant: Date, timeZone: string | undefined): string {
  return zonedFormat(timeZone, { hour: "numeric", minute: "2-digit" }).format(instant);
}

/** A chosen time with its day: "Tomorrow, 6:00 PM" (`clock` already written, "6:00 PM"). */
export function dayAndTime(date: string, clock: string, today: string): string {
  return `${dayName(date, today)}, ${clock}`;
}

/** An instant as the restaurant's day and time: "Today, 6:00 PM", "Sat 29 Nov, 6:00 PM". */
export function dayAndTimeInZone(instant: Date, timeZone: string, now: Date = new Date()): string {
  return dayAndTime(dateInZone(instant, timeZone), clockInZone(instant, timeZone), todayInZone(timeZone, now));
}
