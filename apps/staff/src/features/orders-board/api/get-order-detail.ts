import { unwrap } from "@forkful/api-client/api-client";
import { FAILED_PAYMENT_STATES } from "@forkful/contracts/payments";
import { type StaffOrder, staffOrderSchema } from "@forkful/contracts/staff";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** A cancelled order whose payment is still being given back (the refund follows the cancel, after the processor answers). */
export function refundUnderWay(order: StaffOrder | undefined): boolean {
  const state = order?.payment?.state;
  if (!state) return false;
  return !(["refunded", "cancelled", "at_location"] as const).some((s) => s === state) && !FAILED_PAYMENT_STATES.includes(state);
}

/**
 * GET /staff/orders/{orderId}: one order with its history as staff see it (who moved it, when, and why). Following a
 * refund, it is read again each second until the cancelled order's payment has been given back.
 */
export function useOrderDetail(orderId: string, { followRefund = false }: { followRefund?: boolean } = {}) {
  return useQuery({
    // Under the board's key: the live stream's order frames refresh it too.
    queryKey: [...staffKeys.orders(), orderId],
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: `/staff/orders/${orderId}`, schema: staffOrderSchema, signal })),
    refetchInterval: (query) => (followRefund && refundUnderWay(query.state.data) ? 1_000 : false),
  });
}
