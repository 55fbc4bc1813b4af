import { unwrap } from "@forkful/api-client/api-client";
import { type LateOrderRules, lateOrderRulesSchema } from "@forkful/contracts/late-orders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

const lateOrderRulesKey = () => [...staffKeys.ordering(), "late-orders"] as const;

/** GET /staff/late-orders (a manager): the grace before a late order's diner is told, and the credit for a long wait. */
export function useLateOrderRules() {
  return useQuery({
    queryKey: lateOrderRulesKey(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/late-orders", schema: lateOrderRulesSchema, signal })),
  });
}

/** PUT /staff/late-orders: the manager's rules for late orders. */
export function useSetLateOrderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: LateOrderRules) =>
      staffCall({ method: "PUT", path: "/staff/late-orders", payload: rules, schema: lateOrderRulesSchema }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(lateOrderRulesKey(), result.data);
    },
  });
}
