import { type ReplyToFeedback, staffGivenFeedbackSchema } from "@forkful/contracts/feedback";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/feedback/{id}/reply (a manager): the reply is stored and texted to the diner once; a second is refused. */
export function useReplyToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...reply }: ReplyToFeedback & { id: string }) =>
      staffCall({
        method: "POST",
        path: `/staff/feedback/${encodeURIComponent(id)}/reply`,
        payload: reply,
        schema: staffGivenFeedbackSchema,
      }),
    // Refused or not, the list is read again: a reply given meanwhile (another manager, a double click) shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.feedback() }),
  });
}
