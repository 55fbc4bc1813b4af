import { COURIER_POSITION_EVERY_MS, valetLocationSchema } from "@forkful/contracts/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

/** GET /valet/getValetLocation?deliveryStaffId=: the courier's last point. */
export async function getValetLocation(deliveryStaffId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: "/valet/getValetLocation",
      query: { deliveryStaffId },
      schema: valetLocationSchema,
      signal,
      auth: true,
    }),
  );
}

/** Asked every COURIER_POSITION_EVERY_MS while `enabled`: the fallback when the order's stream is not pushing. */
export function valetLocationQueryOptions(deliveryStaffId: string) {
  return queryOptions({
    queryKey: ["valet-location", deliveryStaffId] as const,
    queryFn: ({ signal }) => getValetLocation(deliveryStaffId, signal),
    refetchInterval: COURIER_POSITION_EVERY_MS,
    retry: false,
  });
}

export function useValetLocation(deliveryStaffId: string | null, enabled: boolean) {
  return useQuery({ ...valetLocationQueryOptions(deliveryStaffId ?? ""), enabled: enabled && deliveryStaffId !== null });
}
