import {
  type DishAvailabilityBody,
  type OptionAvailabilityBody,
  staffDishSchema,
  staffOptionSchema,
} from "@forkful/contracts/menu-availability";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";
import { staffMenuQuery } from "../../../shared/api/staff-menu";

/** GET /staff/menu (a manager or the kitchen): the dishes by category and their options, with what is sold out. */
export function useStaffMenu() {
  return useQuery({
    ...staffMenuQuery(),
    // "Today" ends at midnight by itself: read again each minute so the screen says so.
    refetchInterval: 60_000,
  });
}

/** PUT /staff/menu/dishes/{itemId}: sold out (today, until turned on), back on, or its stock. */
export function useSetDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number; body: DishAvailabilityBody }) =>
      staffCall({ method: "PUT", path: `/staff/menu/dishes/${itemId}`, payload: body, schema: staffDishSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.menuAvailability() }),
  });
}

/** PUT /staff/menu/options/{optionId}. */
export function useSetOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ optionId, body }: { optionId: number; body: OptionAvailabilityBody }) =>
      staffCall({ method: "PUT", path: `/staff/menu/options/${optionId}`, payload: body, schema: staffOptionSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.menuAvailability() }),
  });
}
