/** A time as the restaurant's clock reads it ("8:05 PM"). */
import { timeZoneFormat } from "../../lib/time-zone-format";

const clockFormat = timeZoneFormat({ hour: "numeric", minute: "2-digit" });

export const localClock = (at: Date, timeZone: string): string => clockFormat(timeZone).format(at);
