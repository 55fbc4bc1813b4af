import { unwrap } from "@forkful/api-client/api-client";
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { encodedCall } from "../../../shared/api/staff-client";
import type { StaffMember } from "../../../shared/api/staff-session";

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
          schema: restaurantDetailSchema,
          signal,
        }),
      ),
    staleTime: 30 * 60_000,
  });
}
