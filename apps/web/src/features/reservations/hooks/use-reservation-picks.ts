import { useState } from "react";

export interface ReservationPicks {
  guestCount: number;
  /** YYYY-MM-DD in the restaurant's calendar. */
  date: string;
  /** HH:mm, or null until a time is chosen. */
  slot: string | null;
}

/** Party, day and time as the diner picks them: a new party size or day asks for a time again. */
export function useReservationPicks(initial: ReservationPicks) {
  const [picks, setPicks] = useState(initial);
  return {
    picks,
    setGuestCount: (guestCount: number) => setPicks((p) => ({ ...p, guestCount, slot: null })),
    setDate: (date: string) => setPicks((p) => ({ ...p, date, slot: null })),
    setSlot: (slot: string) => setPicks((p) => ({ ...p, slot })),
  };
}

export type ReservationPicksState = ReturnType<typeof useReservationPicks>;
