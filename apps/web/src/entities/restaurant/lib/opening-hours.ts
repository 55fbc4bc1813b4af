/**
 * Opening hours read in the restaurant's own time zone (its timeZoneCd), whatever the diner's zone is.
 * Working hours are "HH:MM" windows per weekday (0 = Sunday); a close before the open passes midnight.
 */
import { WEEKDAY_NAMES } from "@forkful/contracts/constants";
import type { Session, WorkingHours } from "@forkful/contracts/merchants";

export interface DayHours {
  day: number;
  name: (typeof WEEKDAY_NAMES)[number];
  windows: { open: string; close: string }[];
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function partsInZone(date: Date, timeZone: string | undefined): { weekday: number; ymd: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: SHORT_DAYS.indexOf(get("weekday")), ymd: `${get("year")}-${get("month")}-${get("day")}` };
}

/** 0 (Sunday) to 6 in the given zone. */
export function weekdayInZone(date: Date, timeZone: string): number {
  return partsInZone(date, timeZone).weekday;
}

/** "17:30" → "5:30 PM". */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 && h < 24 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Every weekday, Sunday first, with its windows in opening order (none means closed that day). */
export function hoursByWeekday(workingHours: readonly WorkingHours[]): DayHours[] {
  return WEEKDAY_NAMES.map((name, day) => ({
    day,
    name,
    windows: workingHours
      .filter((w) => w.day === day)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open)),
  }));
}

/** "11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM", or "Closed" for a day without windows. */
export function formatWindows(windows: DayHours["windows"]): string {
  if (windows.length === 0) return "Closed";
  return windows.map((w) => `${formatClock(w.open)} – ${formatClock(w.close)}`).join(", ");
}

function daysBetween(fromYmd: string, toYmd: string): number {
  return Math.round((Date.parse(`${toYmd}T00:00:00Z`) - Date.parse(`${fromYmd}T00:00:00Z`)) / 86_400_000);
}

/** "Opens today at 5:00 PM", "Opens tomorrow at 11:00 AM", "Opens Monday at 11:00 AM". */
/** Without a zone the diner's own is used to tell today from tomorrow. */
export function describeNextSession(session: Session | null, timeZone: string | undefined, now: Date = new Date()): string | null {
  if (!session) return null;
  const clock = formatClock(session.open);
  const starts = new Date(session.startsAt);
  if (!Number.isNaN(starts.getTime())) {
    const ahead = daysBetween(partsInZone(now, timeZone).ymd, partsInZone(starts, timeZone).ymd);
    if (ahead <= 0) return `Opens today at ${clock}`;
    if (ahead === 1) return `Opens tomorrow at ${clock}`;
    if (ahead < 7) return `Opens ${WEEKDAY_NAMES[partsInZone(starts, timeZone).weekday]} at ${clock}`;
  }
  const day = WEEKDAY_NAMES[session.day];
  return day ? `Opens ${day} at ${clock}` : `Opens at ${clock}`;
}

/** A short label of the zone, e.g. "EST" or "GMT+5:30", for "times are local to the restaurant". */
export function zoneLabel(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(now);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
