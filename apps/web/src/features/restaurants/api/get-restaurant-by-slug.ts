import { restaurantDetailSchema } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST merchants/locations/slug: a location's full detail by its slug (the {merchantSlug} route param). */
export async function getRestaurantBySlug(slug: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "POST", path: "/merchants/locations/slug", payload: { slug }, schema: restaurantDetailSchema, signal }),
  );
}

export function restaurantBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["restaurants", "slug", slug],
    queryFn: ({ signal }) => getRestaurantBySlug(slug, signal),
  });
}

export function useRestaurantBySlug(slug: string) {
  return useQuery(restaurantBySlugQueryOptions(slug));
}
