/**
 * When an order can be ready: ASAP while the restaurant is open and not past its cut-off, or a
 * slot every 15 minutes inside its working hours, in its own time zone, from now + ETA up to a
 * horizon. A closed restaurant offers only slots.
 */
import type { WorkingHours } from "@forkful/contracts/merchants";
import { timeZoneFormat } from "../../lib/time-zone-format";
import { fromWallClock, openingState, openingWindows } from "../merchants/public";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SLOT_STEP_MINUTES = 15;

export interface SlotRules {
  workingHours: WorkingHours[];
  timeZone: string;
  now: Date;
  /** Minutes the kitchen (and courier) need: the earliest slot is now + eta. */
  etaMinutes: number;
  /** Minutes before closing after which no order can be ready. */
  cutoffMinutes: number;
  /** Days after today that may be booked; 0 = today only; -1 = no scheduling. */
  horizonDays: number;
}

export interface Slot {
  startsAt: string;
  label: string;
  date: string;
}

/** A slot's label, e.g. "Mon, Nov 23, 6:15 PM". */
const labelFormat = timeZoneFormat({ weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
const labelOf = (instant: Date, timeZone: string): string => labelFormat(timeZone).format(instant);

export function asapAvailable(rules: SlotRules): boolean {
  const state = openingState(rules.workingHours, rules.timeZone, rules.now);
  return state.open && (state.minutesUntilClose ?? 0) >= rules.cutoffMinutes;
}

export function orderSlots(rules: SlotRules): Slot[] {
  if (rules.horizonDays < 0) return [];
  const windows = openingWindows(rules.workingHours, rules.timeZone, rules.now);
  if (windows.length === 0) return [];
  const nowWall = windows[0]!.nowWall;
  const step = SLOT_STEP_MINUTES * MINUTE;
  const earliest = Math.ceil((nowWall + rules.etaMinutes * MINUTE) / step) * step;
  const lastDayEnd = nowWall - (nowWall % DAY) + (rules.horizonDays + 1) * DAY;
  const slots: Slot[] = [];
  for (const w of windows) {
    const latest = w.endWall - rules.cutoffMinutes * MINUTE;
    for (let wall = Math.max(Math.ceil(w.startWall / step) * step, earliest); wall <= latest && wall < lastDayEnd; wall += step) {
      const instant = fromWallClock(wall, rules.timeZone);
      slots.push({
        startsAt: instant.toISOString(),
        label: labelOf(instant, rules.timeZone),
        date: new Date(wall).toISOString().slice(0, 10),
      });
    }
  }
  return slots.filter((slot, i) => i === 0 || slot.startsAt !== slots[i - 1]!.startsAt);
}
