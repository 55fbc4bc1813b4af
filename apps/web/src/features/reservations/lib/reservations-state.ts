/** What the reservations closed page says of a restaurant, from its own data and today's slots. */
import type { ReservationSlots } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { takesReservations } from "./reservation-days";

/**
 * off: it takes no reservations online; closedNow: it does, but is closed right now; full: it is open but no table is
 * left online today; open: tables can be booked today.
 */
export type ReservationsState = "off" | "closedNow" | "full" | "open";

export function reservationsState(
  restaurant: Pick<RestaurantDetail, "disabledServices" | "workingHours" | "open">,
  /** Today's slots (the restaurant's calendar); undefined while they load. */
  today: Pick<ReservationSlots, "open" | "slots"> | undefined,
): ReservationsState | null {
  if (!takesReservations(restaurant)) return "off";
  if (restaurant.open === 0) return "closedNow";
  if (!today) return null;
  return today.open && today.slots.some((slot) => slot.available) ? "open" : "full";
}

/** Whether what the page says hangs on today's slots (the restaurant takes reservations and is open now). */
export const hangsOnTodaysSlots = (restaurant: Pick<RestaurantDetail, "disabledServices" | "workingHours" | "open">): boolean =>
  reservationsState(restaurant, undefined) === null;
