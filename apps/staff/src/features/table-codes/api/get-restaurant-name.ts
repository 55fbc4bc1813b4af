import { unwrap } from "@forkful/api-client/api-client";
import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { publicCall } from "../../../shared/api/staff-client";

/** Only the name is read (the rest of the answer is the diners' page and is left unread). */
const restaurantNameSchema = restaurantDetailSchema.pick({ merchantName: true });

/**
 * The restaurant's name as diners see it, for the printed cards: the diners' POST /merchants/locations/slug with the
 * slug the QR sheet answers (the console itself knows only the staff member's location id).
 */
export const restaurantNameQuery = (locationSlug: string) =>
  queryOptions({
    queryKey: staffKeys.restaurant(locationSlug),
    queryFn: async ({ signal }) =>
      unwrap(
        await publicCall({
          method: "POST",
          path: "/merchants/locations/slug",
          payload: { slug: locationSlug },
          schema: restaurantNameSchema,
          signal,
        }),
      ).merchantName,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Waits until the sheet has said which restaurant it is. */
export const useRestaurantName = (locationSlug: string | undefined) =>
  useQuery({ ...restaurantNameQuery(locationSlug ?? ""), enabled: locationSlug !== undefined });
