/**
 * An `Intl.DateTimeFormat` (en-US) of fixed options, made once per time zone and kept: building one is slow, and
 * opening hours and order slots format many instants in the few time zones the restaurants are in.
 */
export function timeZoneFormat(options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = byZone.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
      byZone.set(timeZone, format);
    }
    return format;
  };
}
