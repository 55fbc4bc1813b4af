import { type ReplyToFeedback, type staffFeedbackSchema, staffGivenFeedbackSchema } from "@forkful/contracts/feedback";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

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
    // The answer is the feedback with its reply: its card shows it at once.
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<StaffFeedback>(staffKeys.feedback(), (list) =>
        list ? { ...list, feedback: list.feedback.map((given) => (given.id === result.data.id ? result.data : given)) } : list,
      );
    },
    // Refused or not, the list is read again: a reply given meanwhile (another manager, a double click) shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.feedback() }),
  });
}
