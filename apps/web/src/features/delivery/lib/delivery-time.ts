/** A delivery's times in the restaurant's own time zone, whatever the diner's zone is. */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

const instant = (iso: string) => {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? null : time;
};

/** "7:42 PM" */
export function clockText(iso: string, timeZone: string): string {
  const time = instant(iso);
  return time === null ? "" : formatter(timeZone, { hour: "numeric", minute: "2-digit" }).format(time);
}

/** "Mon, Nov 23, 7:30 PM" */
export function dayAndClockText(iso: string, timeZone: string): string {
  const time = instant(iso);
  return time === null
    ? ""
    : formatter(timeZone, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(time);
}

/**
 * "Arrives in ~8 min · 7:42 PM" while the ETA is ahead, "Arriving any minute · 7:42 PM" once it is due, and null
 * without one. Minutes round up: a courier 30 s away is "~1 min", never "~0 min".
 */
export function etaText(eta: string | null, now: number, timeZone: string): string | null {
  const time = eta ? instant(eta) : null;
  if (time === null || eta === null) return null;
  const minutes = Math.ceil((time - now) / 60_000);
  const clock = clockText(eta, timeZone);
  return minutes >= 1 ? `Arrives in ~${minutes} min · ${clock}` : `Arriving any minute · ${clock}`;
}
