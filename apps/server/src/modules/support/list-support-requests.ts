/** Reading support requests: a diner's own (GET /support/requests) and a restaurant's for its staff (GET /staff/support/requests). */
import { type StaffSupportRequest, SUPPORT_LIMITS, type SupportRequest, type SupportState } from "@forkful/contracts/support";
import type { Caller, StaffCaller } from "../../plugins/caller";
import { type SupportDeps, toStaffSupportRequest, toSupportRequest } from "./support-deps";

/** The diner's requests, newest first. */
export async function dinersSupportRequests(deps: SupportDeps, caller: Caller): Promise<SupportRequest[]> {
  const records = await deps.support.listOfDiner(deps.support.db, caller.customerId, SUPPORT_LIMITS.maxListed);
  return records.map(toSupportRequest);
}

/** The staff member's restaurant's requests: open first, then newest; with who asked and their phone. */
export async function restaurantsSupportRequests(
  deps: SupportDeps,
  input: { state?: SupportState },
  staff: StaffCaller,
): Promise<StaffSupportRequest[]> {
  const records = await deps.support.listOfRestaurant(deps.support.db, staff.locationId, input.state, SUPPORT_LIMITS.maxListed);
  return records.map(toStaffSupportRequest);
}
