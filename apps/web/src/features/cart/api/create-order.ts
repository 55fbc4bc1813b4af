import { placedOrderSchema } from "@forkful/contracts/order-access";
import { toE164 } from "@forkful/contracts/phone";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { customerOrdersQueryKey, orderRefQueryKey } from "../../../shared/api/query-keys";
import { sessionAccess } from "../../../shared/api/session-access";
import type { CreateOrderInput } from "../lib/order-request";

/**
 * POST /order/customer/createOrder: 201 with the new order, or 200 with the same order when its idempotency key was
 * seen before. A handled failure (400, 409…) comes back as a result carrying the server's message. Placed signed
 * out, the order comes with the guest session that owns it, which the diner's session keeps from then on.
 */
export async function createOrder(request: CreateOrderInput) {
  const result = await apiRequest({
    method: "POST",
    path: "/order/customer/createOrder",
    payload: request,
    schema: placedOrderSchema,
    auth: true,
  });
  if (!result.ok) return result;
  const { guestSession, ...order } = result.data;
  if (guestSession) {
    // A diner at a table may order by name only: their guest session has no mobile then.
    const phone = request.phone ?? "";
    const mobile = phone ? (toE164(phone, request.countryCode) ?? phone) : "";
    sessionAccess()?.openGuest(guestSession, { fullName: request.fullName, mobile, email: request.email ?? "" });
  }
  return { ...result, data: order };
}

/** Places an order: the new order is in the cache for its payment page at once, and the diner's orders are asked again. */
export function useCreateOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createOrder> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createOrder,
    onSuccess: (...args) => {
      const [result] = args;
      if (result.ok) {
        const order = result.data;
        queryClient.setQueryData(orderRefQueryKey({ orderId: order.orderId }), order);
        if (order.customerId) void queryClient.invalidateQueries({ queryKey: customerOrdersQueryKey(order.customerId) });
      }
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
