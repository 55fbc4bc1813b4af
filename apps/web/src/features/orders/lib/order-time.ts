/** An order's times in its restaurant's own time zone, whatever the diner's zone is. */

import { clockInZone } from "../../../shared/lib/zone-days";
import { zonedFormat as formatter, isInstant as valid } from "../../../shared/lib/zoned-time";

/** "3:37 PM" */
export function formatOrderClock(iso: string, timeZone?: string): string {
  return valid(iso) ? clockInZone(new Date(iso), timeZone) : "";
}

/** "Mon, Nov 23, 2026, 3:37 PM" */
export function formatOrderDateTime(iso: string, timeZone?: string): string {
  return valid(iso)
    ? formatter(timeZone, { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
        new Date(iso),
      )
    : "";
}

/** "EST", "GMT+5:30": the zone the times are in. */
export function zoneName(iso: string, timeZone?: string): string {
  if (!valid(iso)) return "";
  const part = formatter(timeZone, { timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}
