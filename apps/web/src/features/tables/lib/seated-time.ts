/** "7:05 PM": when a party sat down, on the restaurant's own clock. */
export function formatSeatedTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
}

/** "Ada Lovelace, party of 4". */
export function partyText(fullName: string, guestCount: number): string {
  return `${fullName}, party of ${guestCount}`;
}
