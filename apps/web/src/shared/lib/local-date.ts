/** A calendar date written YYYY-MM-DD (a restaurant's local date: an event date, an order date), shown as it is, whatever the diner's zone. */

const long = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });
const short = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

function parse(ymd: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Thursday, December 31, 2026" */
export function formatLocalDate(ymd: string): string {
  const date = parse(ymd);
  return date ? long.format(date) : ymd;
}

/** "Dec 31, 2026" */
export function formatLocalDateShort(ymd: string): string {
  const date = parse(ymd);
  return date ? short.format(date) : ymd;
}
