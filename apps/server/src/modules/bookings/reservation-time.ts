/** A reservation's time as its diner reads it in the restaurant's own clock ("Tue, Nov 24, 7:00 PM"). */
import { timeZoneFormat } from "../../lib/time-zone-format";

const whenFormat = timeZoneFormat({ weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export const reservationTime = (startsAt: Date, timeZone: string) => whenFormat(timeZone).format(startsAt);
