import { merchantDetailsSchema } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST /merchants/details/v2: the brand and all its locations. */
export async function getMerchantDetails(slug: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "POST", path: "/merchants/details/v2", payload: { slug }, schema: merchantDetailsSchema, signal }),
  );
}

export function merchantDetailsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["restaurants", "merchant", slug],
    queryFn: ({ signal }) => getMerchantDetails(slug, signal),
  });
}

export function useMerchantDetails(slug: string) {
  return useQuery(merchantDetailsQueryOptions(slug));
}
