import { unwrap } from "@forkful/api-client/api-client";
import { staffOrderSchema } from "@forkful/contracts/staff";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/orders/{orderId}: one order with its history as staff see it (who moved it, when, and why). */
export function useOrderDetail(orderId: string) {
  return useQuery({
    // Under the board's key: the live stream's order frames refresh it too.
    queryKey: [...staffKeys.orders(), orderId],
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: `/staff/orders/${orderId}`, schema: staffOrderSchema, signal })),
  });
}
