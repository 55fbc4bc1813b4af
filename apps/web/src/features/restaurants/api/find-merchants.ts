import { type FindMerchantRequest, findMerchantAnswerSchema } from "@forkful/contracts/merchants";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST customer/findMerchant/v2: restaurants by city, by position (nearest first) or by text; {} lists all. */
export async function findMerchants(request: FindMerchantRequest, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({ method: "POST", path: "/customer/findMerchant/v2", payload: request, schema: findMerchantAnswerSchema, signal }),
  );
}

export function findMerchantsQueryOptions(request: FindMerchantRequest) {
  return queryOptions({
    queryKey: ["restaurants", "find", request],
    queryFn: ({ signal }) => findMerchants(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFindMerchants(request: FindMerchantRequest) {
  return useQuery(findMerchantsQueryOptions(request));
}
