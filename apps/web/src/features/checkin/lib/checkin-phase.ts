import type { Booking } from "@forkful/contracts/bookings";
import type { WaitTimes } from "@forkful/contracts/floor";

/** What the live view shows: the party in line, told its table is ready, seated, or its visit over. */
export type CheckinPhase = "waiting" | "ready" | "seated" | "ended";

export function checkinPhase(status: Booking["status"]): CheckinPhase {
  if (status === "Active") return "waiting";
  if (status === "Notified") return "ready";
  if (status === "Seated") return "seated";
  return "ended";
}

/** "about 25 min", "under 5 min", "about 1 h 15 min": a wait as a diner reads it. */
export function waitText(minutes: number): string {
  if (minutes < 5) return "under 5 min";
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest ? ` ${rest} min` : ""}`;
}

/** "< 5 min", "25 min", "1 h 15 min": a wait in a band's small cell, read the same way as waitText. */
export function shortWaitText(minutes: number): string {
  if (minutes < 5) return "< 5 min";
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""}`;
}

/** The quoted wait of a party of `guestCount`, or null when the restaurant quotes none for that size. */
export function waitFor(waitTimes: Pick<WaitTimes, "waitTimes">, guestCount: number): number | null {
  return waitTimes.waitTimes.find((band) => guestCount >= band.minGuests && guestCount <= band.maxGuests)?.waitMinutes ?? null;
}

/** "1–2", "9–12": a band's party sizes. */
export const bandLabel = (band: { minGuests: number; maxGuests: number }) =>
  band.minGuests === band.maxGuests ? `${band.minGuests}` : `${band.minGuests}–${band.maxGuests}`;

/** "You're #3 in line". */
export const placeText = (position: number) => `You're #${position} in line`;

export const partiesText = (count: number) => `${count} ${count === 1 ? "party" : "parties"}`;
