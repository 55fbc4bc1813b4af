import type { TipType } from "@forkful/contracts/order-totals";
import { orderSchema } from "@forkful/contracts/orders";
import { apiRequest } from "../../../shared/api/api-client";

export interface AddTipInput {
  orderId: string;
  /** PERCENTAGE: a percent; FLATFEE: minor units. */
  tip: number;
  tipType: TipType;
}

/** PUT /order/v2/customer/add-tip: the order's tip (refused with 409 once a payment is under way); answers the order. */
export function addTip(input: AddTipInput) {
  return apiRequest({ method: "PUT", path: "/order/v2/customer/add-tip", payload: input, schema: orderSchema, auth: true });
}
