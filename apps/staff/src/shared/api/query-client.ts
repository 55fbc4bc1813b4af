import { errorStatus } from "@forkful/api-client/api-client";
import { QueryClient } from "@tanstack/react-query";

/** A client error (4xx) will not change on a retry; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The live stream says when something changed, so lists stay fresh without polling (and refetch on a resync). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
}
