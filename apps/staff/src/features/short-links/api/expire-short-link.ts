import { type ShortLink, shortLinkSchema } from "@forkful/contracts/short-links";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** DELETE /staff/short-links/{id}: the link stops working now ("Link expired.." to whoever opens it). */
export function useExpireShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffCall({ method: "DELETE", path: `/staff/short-links/${encodeURIComponent(id)}`, schema: shortLinkSchema }),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<ShortLink[]>(staffKeys.shortLinks(), (links) =>
        links?.map((link) => (link.id === result.data.id ? result.data : link)),
      );
    },
  });
}
