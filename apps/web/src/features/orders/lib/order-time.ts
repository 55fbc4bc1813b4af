/** An order's times in its restaurant's own time zone, whatever the diner's zone is. */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "3:37 PM" */
export function formatOrderClock(iso: string, timeZone?: string): string {
  return valid(iso) ? formatter(timeZone, { hour: "numeric", minute: "2-digit" }).format(new Date(iso)) : "";
}

/** "Mon, Nov 23, 2026, 3:37 PM" */
export function formatOrderDateTime(iso: string, timeZone?: string): string {
  return valid(iso)
    ? formatter(timeZone, { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
        new Date(iso),
      )
    : "";
}

/** "Nov 23, 2026" */
export function formatOrderDate(iso: string, timeZone?: string): string {
  return valid(iso) ? formatter(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso)) : "";
}

/** "EST", "GMT+5:30": the zone the times are in. */
export function zoneName(iso: string, timeZone?: string): string {
  if (!valid(iso)) return "";
  const part = formatter(timeZone, { timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}
