import { shouldRetry } from "@forkful/api-client/api-client";
import { QueryClient } from "@tanstack/react-query";

/** The live stream says when something changed, so lists stay fresh without polling (and refetch on a resync). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
