import { orderSchema } from "@forkful/contracts/orders";
import { apiRequest } from "../../../shared/api/api-client";
import { type AddTipInput, useTipChange } from "./add-tip";

export interface TipPartInput extends AddTipInput {
  /** The part of the table's split bill that takes the tip. */
  splitId: string;
}

/**
 * PUT /order/customer/split-bill/tip: the tip of one part of a split table bill, chosen by whoever pays it (409 once
 * that part is paid or being paid); answers the order, the part's total with its tip.
 */
export function tipPart(input: TipPartInput) {
  return apiRequest({ method: "PUT", path: "/order/customer/split-bill/tip", payload: input, schema: orderSchema, auth: true });
}

/** Changes a part's tip; the latest change wins. */
export const useTipPart = () => useTipChange(tipPart);
