import { kitchenRecallAnswerSchema, kitchenTicketSchema } from "@forkful/contracts/kitchen";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

function useKitchenCall<V>(call: (vars: V) => Promise<{ ok: true } | { ok: false; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const outcome = await call(vars);
      if (!outcome.ok) throw new Error(outcome.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.kitchenTickets() }),
  });
}

/** POST …/rounds/{sortOrder}/bump: the ticket one step on (ready, then a tab's served). */
export const useBumpTicket = () =>
  useKitchenCall(({ orderId, sortOrder }: { orderId: string; sortOrder: number }) =>
    outcomeOf(
      staffCall({ method: "POST", path: `/staff/kitchen/orders/${orderId}/rounds/${sortOrder}/bump`, schema: kitchenTicketSchema }),
    ),
  );

/** POST /staff/kitchen/recall: the last bumped ticket back on the rail. */
export const useRecallTicket = () =>
  useKitchenCall((_: undefined) =>
    outcomeOf(staffCall({ method: "POST", path: "/staff/kitchen/recall", schema: kitchenRecallAnswerSchema })),
  );

/** PUT …/items/{lineId}: a dish started (41) or ready (42). */
export const useMoveDish = () =>
  useKitchenCall(({ orderId, lineId, status }: { orderId: string; lineId: number; status: 41 | 42 }) =>
    outcomeOf(
      staffCall({
        method: "PUT",
        path: `/staff/kitchen/orders/${orderId}/items/${lineId}`,
        payload: { status },
        schema: kitchenTicketSchema,
      }),
    ),
  );
