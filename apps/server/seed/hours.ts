/** Working-hours rows (day 0 = Sunday, "HH:MM" local time; close may pass midnight). */
import type { WorkingHoursRow } from "../src/db/schema/merchants";

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One or more sessions ([open, close] pairs) on each of the given days. */
export function hours(days: readonly number[], ...sessions: [string, string][]): WorkingHoursRow[] {
  return days.flatMap((day) => sessions.map(([open, close]) => ({ day, open, close })));
}
