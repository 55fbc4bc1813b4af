/** What the reservations closed page says of a restaurant, from its own data and today's slots. */
import type { ReservationSlots } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { serviceOff } from "../../../entities/restaurant/lib/service-off";
import { takesReservations } from "./reservation-days";

/**
 * off: it takes no reservations online; paused: it turned them off for a while (issue 26); closedNow: it takes them,
 * but is closed right now; full: it is open but no table is left online today; open: tables can be booked today.
 */
export type ReservationsState = "off" | "paused" | "closedNow" | "full" | "open";

type Restaurant = Pick<RestaurantDetail, "disabledServices" | "workingHours" | "open" | "servicesOffUntil" | "timeZoneCd">;

export function reservationsState(
  restaurant: Restaurant,
  /** Today's slots (the restaurant's calendar); undefined while they load. */
  today: Pick<ReservationSlots, "open" | "slots"> | undefined,
): ReservationsState | null {
  if (!takesReservations(restaurant)) return "off";
  if (serviceOff(restaurant, "reservations")) return "paused";
  if (restaurant.open === 0) return "closedNow";
  if (!today) return null;
  return today.open && today.slots.some((slot) => slot.available) ? "open" : "full";
}

/** Whether what the page says hangs on today's slots (the restaurant takes reservations and is open now). */
export const hangsOnTodaysSlots = (restaurant: Restaurant): boolean => reservationsState(restaurant, undefined) === null;
