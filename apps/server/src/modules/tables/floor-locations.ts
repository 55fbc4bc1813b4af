/** The restaurant a floor call is about, as the booking modules read it (merchants' locationForBookings), or a 404. */
import { MESSAGES } from "@forkful/contracts/messages";
import { STAFF_FLOOR_REFUSALS } from "@forkful/contracts/staff-tables";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { type LocationForBookings, locationForBookings } from "../merchants/public";

/** The restaurant, refusing one that is not on Forkful (or not live). */
export async function liveLocation(executor: Executor, locationId: number): Promise<LocationForBookings> {
  const location = await locationForBookings(executor, locationId);
  if (!location?.active) throw new NotFoundError(MESSAGES.noSuchRestaurant);
  return location;
}

/** The caller's own restaurant, as booking rules read it. */
export async function staffLocation(executor: Executor, caller: StaffCaller): Promise<LocationForBookings> {
  const location = await locationForBookings(executor, caller.locationId);
  if (!location) throw new NotFoundError(STAFF_FLOOR_REFUSALS.noRestaurant);
  return location;
}
