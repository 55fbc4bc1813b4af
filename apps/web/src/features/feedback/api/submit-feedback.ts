import { type SubmitFeedbackRequest, submittedFeedbackSchema } from "@forkful/contracts/feedback";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { feedbackQueryKey } from "./get-feedback";

/** POST /customer/feedback/v2: 201 with the feedback as stored; 409 when the order is not finished or already rated. */
export async function submitFeedback(request: SubmitFeedbackRequest & { customerId: string }) {
  const { customerId: _, ...payload } = request;
  return apiRequest({ method: "POST", path: "/customer/feedback/v2", payload, schema: submittedFeedbackSchema, auth: true });
}

/** The order's feedback is read again (given now, or given before by another tab). */
export function useSubmitFeedback({ mutationConfig }: { mutationConfig?: MutationConfig<typeof submitFeedback> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: submitFeedback,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (result.ok || result.status === 409)
        await queryClient.invalidateQueries({ queryKey: feedbackQueryKey(input.customerId, input.orderId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
