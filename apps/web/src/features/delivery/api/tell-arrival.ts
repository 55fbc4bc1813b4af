import type { curbsideArrivalRequestSchema } from "@forkful/contracts/curbside";
import { orderSchema } from "@forkful/contracts/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client";
import { setOrderQueries } from "../../../shared/api/query-keys";

export type ArrivalRequest = z.output<typeof curbsideArrivalRequestSchema>;

/** POST /order/curbside/arrived (JSON): a pickup diner is outside; answers the order with its arrival. */
export async function tellArrival(request: ArrivalRequest) {
  return apiRequest({ method: "POST", path: "/order/curbside/arrived", payload: request, schema: orderSchema, encoded: false, auth: true });
}

/** Tells the restaurant; every query of the order then shows the arrival. A refusal comes back as a result, not thrown. */
export function useTellArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tellArrival,
    onSuccess: (result) => {
      if (result.ok) setOrderQueries(queryClient, result.data);
    },
  });
}
