import { type CreateSupportRequest, supportRequestSchema } from "@forkful/contracts/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { supportRequestsQueryKey } from "./get-support-requests";

/** POST /support/createSupportRequest: 201 a new request; 200 the same one again when its requestKey was sent before. */
export async function createSupportRequest(request: CreateSupportRequest & { customerId: string }) {
  return apiRequest({ method: "POST", path: "/support/createSupportRequest", payload: request, schema: supportRequestSchema, auth: true });
}

/** The diner's list is asked for again once a request is sent. */
export function useCreateSupportRequest({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createSupportRequest> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createSupportRequest,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (result.ok) await queryClient.invalidateQueries({ queryKey: supportRequestsQueryKey(input.customerId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
