import { unwrap } from "@forkful/api-client/api-client";
import { shortLinkListSchema } from "@forkful/contracts/short-links";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/short-links (a manager): the restaurant's short links, newest first, with their visits. */
export const shortLinksQuery = () =>
  queryOptions({
    queryKey: staffKeys.shortLinks(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/short-links", schema: shortLinkListSchema, signal })),
  });

export const useShortLinks = () => useQuery(shortLinksQuery());
