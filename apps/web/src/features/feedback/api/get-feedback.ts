import { feedbackQuestionsSchema } from "@forkful/contracts/feedback";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { accountQueryKey } from "../../../shared/api/query-keys";

/** GET /customer/feedback/v2?orderId=: the restaurant's questions, whether the order is finished, and the feedback given. */
export async function getFeedback(orderId: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: "/customer/feedback/v2",
      query: { orderId },
      schema: feedbackQuestionsSchema,
      signal,
      auth: true,
    }),
  );
}

/** Keyed under the diner, so a sign-out or another diner drops it with everything else of theirs. */
export const feedbackQueryKey = (customerId: string, orderId: string) => [...accountQueryKey(customerId), "feedback", orderId] as const;

export function feedbackQueryOptions(customerId: string, orderId: string) {
  return queryOptions({
    queryKey: feedbackQueryKey(customerId, orderId),
    queryFn: ({ signal }) => getFeedback(orderId, signal),
    retry: false,
  });
}

export function useFeedback(customerId: string | null, orderId: string) {
  return useQuery({ ...feedbackQueryOptions(customerId ?? "", orderId), enabled: Boolean(customerId) && orderId !== "" });
}
