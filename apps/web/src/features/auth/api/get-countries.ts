import { countriesAnswerSchema } from "@forkful/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /customer/getCountry/v2: the countries whose mobile numbers can sign in, and the default code. */
export async function getCountries(signal?: AbortSignal) {
  return unwrap(await apiRequest({ method: "GET", path: "/customer/getCountry/v2", schema: countriesAnswerSchema, signal }));
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "countries"],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
