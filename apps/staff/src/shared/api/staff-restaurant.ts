import { unwrap } from "@forkful/api-client/api-client";
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "./query-keys";
import { encodedCall } from "./staff-client";
import type { StaffMember } from "./staff-session";

/**
 * The console shows only the restaurant's names, reads its time zone for its own day, and its type and slug for the
 * links to its diners' pages (the rest is the diners' page).
 */
const restaurantNamesSchema = restaurantDetailSchema.pick({
  merchantName: true,
  branchName: true,
  timeZoneCd: true,
  merchantType: true,
  locationSlug: true,
});

/** The address of one of the restaurant's diners' pages (`page`: "/campaign/12"): the diners' app is on the console's host. */
export const dinerPageUrl = (restaurant: { merchantType: string; locationSlug: string }, page: string): string =>
  `${window.location.origin}/${encodeURIComponent(restaurant.merchantType)}/${encodeURIComponent(restaurant.locationSlug)}${page}`;

/** POST /merchants/locations/id with the staff member's id (spec §7): the restaurant they work at. */
export function useStaffRestaurant(staff: StaffMember) {
  return useQuery({
    queryKey: staffKeys.restaurant(staff.locationId),
    queryFn: async ({ signal }) =>
      unwrap(
        await encodedCall({
          method: "POST",
          path: "/merchants/locations/id",
          payload: { staffId: staff.id, locationId: staff.locationId },
          schema: restaurantNamesSchema,
          signal,
        }),
      ),
    staleTime: 30 * 60_000,
  });
}
