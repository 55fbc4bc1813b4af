/**
 * The days a table can be reserved, in the restaurant's own calendar (its timeZoneCd), whatever the diner's zone:
 * today and the days after it, RESERVATION_DAYS_AHEAD in all.
 */
import { RESERVATION_DAYS_AHEAD } from "@forkful/contracts/booking-rules";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { addDays, type DayOption, dayOption, todayInZone } from "../../../shared/lib/zone-days";

/** Today and the days after it, RESERVATION_DAYS_AHEAD in all, in the restaurant's calendar. */
export function reservationDays(timeZone: string, now: Date = new Date(), count: number = RESERVATION_DAYS_AHEAD): DayOption[] {
  const today = todayInZone(timeZone, now);
  return Array.from({ length: count }, (_, i) => dayOption(addDays(today, i), today));
}

/** Whether the restaurant takes reservations online: the service is on and it opens on some weekday (spec §2). */
export function takesReservations(restaurant: Pick<RestaurantDetail, "disabledServices" | "workingHours">): boolean {
  return !restaurant.disabledServices.isReservation && restaurant.workingHours.length > 0;
}
