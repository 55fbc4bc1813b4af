import { orderSchema } from "@forkful/contracts/orders";
import { apiRequest } from "../../../shared/api/api-client";
import type { CreateOrderInput } from "../lib/order-request";

/**
 * POST /order/customer/createOrder: 201 with the new order, or 200 with the same order when its idempotency key was
 * seen before. A handled failure (400, 409…) comes back as a result carrying the server's message.
 */
export function createOrder(request: CreateOrderInput) {
  return apiRequest({ method: "POST", path: "/order/customer/createOrder", payload: request, schema: orderSchema, auth: true });
}
