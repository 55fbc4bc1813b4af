import { trackingDetailsSchema } from "@forkful/contracts/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** POST /delivery/status/v2: where a delivery order's courier stands (runner, tracking link, ETA, or why there is none). */
export async function getTrackingDetails(orderId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/delivery/status/v2",
      payload: { orderId },
      schema: trackingDetailsSchema,
      signal,
      auth: true,
    }),
  );
}

/**
 * Keyed apart from the order's own queries (their updates would not fit this answer); `version` names what the
 * order last said about its courier, so a new state or a new partner asks again.
 */
export function trackingDetailsQueryOptions(orderId: string, version: string) {
  return queryOptions({
    queryKey: ["delivery-tracking", orderId, version] as const,
    queryFn: ({ signal }) => getTrackingDetails(orderId, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** While a courier is being found (no delivery on the order yet), asked again every few seconds: it may never come. */
const WHILE_FINDING_MS = 5_000;

export function useTrackingDetails(orderId: string, version: string, { enabled, finding }: { enabled: boolean; finding: boolean }) {
  return useQuery({ ...trackingDetailsQueryOptions(orderId, version), enabled, refetchInterval: finding ? WHILE_FINDING_MS : false });
}
