import { type AnswerSupportRequest, type StaffSupportRequest, staffSupportRequestSchema } from "@forkful/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/support/requests/{id}/answer: the diner reads the answer on the request and by SMS; `close` ends it. */
export function useAnswerSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...answer }: AnswerSupportRequest & { id: string }) =>
      staffCall({
        method: "POST",
        path: `/staff/support/requests/${encodeURIComponent(id)}/answer`,
        payload: answer,
        schema: staffSupportRequestSchema,
      }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<StaffSupportRequest[]>(staffKeys.supportRequests(), (list) =>
        list?.map((request) => (request.id === result.data.id ? result.data : request)),
      );
    },
  });
}
