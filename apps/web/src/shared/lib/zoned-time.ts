/** Instants (ISO strings) written on a restaurant's own clock and calendar (its timeZoneCd), whatever the diner's zone is. */

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and options, kept: "en-US" (12-hour with AM/PM) in the given zone, the device's when none. */
export function zonedFormat(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/** Whether the text is an instant Date can read. */
export const isInstant = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "Nov 23, 2026": the restaurant's day of an instant. */
export function formatDateIn(iso: string, timeZone: string | undefined): string {
  return isInstant(iso) ? zonedFormat(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso)) : "";
}

/** "Nov 23, 2026, 3:37 PM": the restaurant's day and time of an instant. */
export function formatDateTimeIn(iso: string, timeZone: string | undefined): string {
  return isInstant(iso)
    ? zonedFormat(timeZone, { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso))
    : "";
}
