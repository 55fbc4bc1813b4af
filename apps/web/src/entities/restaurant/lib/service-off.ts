/** Whether the restaurant turned a service off for a while (issue 26), and when it is back on its own clock. */
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { DinerService } from "@forkful/contracts/services-off";
import { zonedFormat } from "../../../shared/lib/zoned-time";

/** Off now: `backAt` as the restaurant's clock reads it ("7:45 PM"), or null when off until turned back on. */
export interface ServiceOff {
  backAt: string | null;
}

/** The service's pause at `now`, or null when it is on (never turned off, or its time has passed). */
export function serviceOff(
  restaurant: Pick<RestaurantDetail, "servicesOffUntil" | "timeZoneCd">,
  service: DinerService,
  now = Date.now(),
): ServiceOff | null {
  const offUntil = restaurant.servicesOffUntil;
  if (!offUntil || offUntil[service] === undefined) return null;
  const until = offUntil[service];
  if (until === null) return { backAt: null };
  const at = Date.parse(until);
  if (!(at > now)) return null;
  return { backAt: zonedFormat(restaurant.timeZoneCd, { hour: "numeric", minute: "2-digit" }).format(at) };
}

/** Whether the restaurant's waitlist takes parties online: online check-in on, and not turned off for a while. */
export const takesCheckins = (restaurant: Pick<RestaurantDetail, "onlineCheckin" | "servicesOffUntil" | "timeZoneCd">): boolean =>
  restaurant.onlineCheckin && !serviceOff(restaurant, "checkin");
