/**
 * Whether a restaurant is open, computed from its weekly working hours in its own time zone.
 * Times are handled as "wall clock" milliseconds (the local date-time read as if it were UTC),
 * converted to real instants only for the answer. A window whose close is not after its open
 * runs past midnight.
 */
import type { Session, WorkingHours } from "@forkful/contracts/merchants";
import { timeZoneFormat } from "../../lib/time-zone-format";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface OpeningState {
  open: boolean;
  /** Today's windows in local time. */
  currentWorkingHours: WorkingHours[];
  /** When the running session ends, as an ISO instant; null when closed. */
  activeSessionEndTime: string | null;
  nextSession: Session | null;
  /** True when the running session is the last one of the local day. */
  isLastActiveSession: boolean;
  /** Minutes until the running session ends; null when closed. */
  minutesUntilClose: number | null;
}

interface Window {
  hours: WorkingHours;
  startWall: number;
  endWall: number;
}

/** The fields of a local date-time, on a 24-hour clock. */
const wallClockFormat = timeZoneFormat({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The local wall-clock time of an instant, as milliseconds of a UTC date with the same fields. */
export function toWallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(toWallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant at which the local wall clock shows `wall` (the earlier one in a repeated hour). */
export function fromWallClock(wall: number, timeZone: string): Date {
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const offset = toWallClock(new Date(guess), timeZone) - guess;
    const next = wall - offset;
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function windowsAround(hours: WorkingHours[], todayMidnightWall: number, todayDay: number): Window[] {
  const windows: Window[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = (((todayDay + offset) % 7) + 7) % 7;
    const midnight = todayMidnightWall + offset * DAY;
    for (const h of hours.filter((w) => w.day === day)) {
      const open = minutesOf(h.open);
      let close = minutesOf(h.close);
      if (close <= open) close += 24 * 60;
      windows.push({ hours: h, startWall: midnight + open * MINUTE, endWall: midnight + close * MINUTE });
    }
  }
  return windows.sort((a, b) => a.startWall - b.startWall);
}

/** Opening windows from yesterday to a week ahead, as wall-clock milliseconds in the restaurant's zone. */
export function openingWindows(
  hours: WorkingHours[],
  timeZone: string,
  now: Date,
): { startWall: number; endWall: number; nowWall: number }[] {
  const nowWall = toWallClock(now, timeZone);
  const todayMidnightWall = nowWall - (nowWall % DAY);
  return windowsAround(hours, todayMidnightWall, new Date(todayMidnightWall).getUTCDay()).map((w) => ({
    startWall: w.startWall,
    endWall: w.endWall,
    nowWall,
  }));
}

export function openingState(hours: WorkingHours[], timeZone: string, now: Date): OpeningState {
  const nowWall = toWallClock(now, timeZone);
  const todayMidnightWall = nowWall - (nowWall % DAY);
  const todayDay = new Date(todayMidnightWall).getUTCDay();
  const windows = windowsAround(hours, todayMidnightWall, todayDay);
  const running = windows.find((w) => w.startWall <= nowWall && nowWall < w.endWall) ?? null;
  const upcoming = windows.find((w) => w.startWall > nowWall) ?? null;
  const tomorrowMidnightWall = todayMidnightWall + DAY;
  const iso = (wall: number) => fromWallClock(wall, timeZone).toISOString();
  return {
    open: running !== null,
    currentWorkingHours: hours.filter((h) => h.day === todayDay),
    activeSessionEndTime: running ? iso(running.endWall) : null,
    nextSession: upcoming
      ? {
          day: upcoming.hours.day,
          open: upcoming.hours.open,
          close: upcoming.hours.close,
          startsAt: iso(upcoming.startWall),
          endsAt: iso(upcoming.endWall),
        }
      : null,
    isLastActiveSession: running !== null && !(upcoming && upcoming.startWall < tomorrowMidnightWall),
    minutesUntilClose: running ? Math.floor((running.endWall - nowWall) / MINUTE) : null,
  };
}
