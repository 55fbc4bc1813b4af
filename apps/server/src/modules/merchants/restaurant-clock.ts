/** An instant as a restaurant's clock reads it, for what diners are told ("until 7:45 PM"). */
import { timeZoneFormat } from "../../lib/time-zone-format";
import { localDateOf } from "./opening-hours";

const clockFormat = timeZoneFormat({ hour: "numeric", minute: "2-digit" });
const dayAndClockFormat = timeZoneFormat({ weekday: "long", hour: "numeric", minute: "2-digit" });

/** The instant as the restaurant's clock reads it: "7:45 PM", or "Saturday 9:00 AM" on another day. */
export function restaurantClock(at: Date, now: Date, timeZone: string): string {
  const sameDay = localDateOf(at, timeZone) === localDateOf(now, timeZone);
  return (sameDay ? clockFormat : dayAndClockFormat)(timeZone).format(at);
}
