/** A delivery's times in the restaurant's own time zone, whatever the diner's zone is. */
import { isInstant, zonedFormat } from "../../../shared/lib/zoned-time";

/** "Mon, Nov 23, 7:30 PM" */
export function dayAndClockText(iso: string, timeZone: string): string {
  return isInstant(iso)
    ? zonedFormat(timeZone, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso))
    : "";
}
