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

/** "Mon, Nov 23, 7:30 PM" */
export function dayAndClockText(iso: string, timeZone: string): string {
  const time = instant(iso);
  return time === null
    ? ""
    : formatter(timeZone, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(time);
}
