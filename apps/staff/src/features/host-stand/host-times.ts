/** Times on the host stand, in the restaurant's own clock. */

/** The restaurant's own day (YYYY-MM-DD) at `now`. */
export function restaurantDay(timeZone: string, now: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** "7:30 PM" in the restaurant's time zone. */
export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

/** Whole minutes from `iso` to `now`, never below 0. */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}
