import { type CreateShortLinkRequest, type ShortLink, shortLinkSchema } from "@forkful/contracts/short-links";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/short-links: a new link for the restaurant; it heads the list at once. */
export function useCreateShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateShortLinkRequest) =>
      staffCall({ method: "POST", path: "/staff/short-links", payload: request, schema: shortLinkSchema }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<ShortLink[]>(staffKeys.shortLinks(), (links) => (links ? [result.data, ...links] : links));
    },
  });
}
