import { actualUrlAnswerSchema } from "@forkful/contracts/short-links";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { isInAppPath } from "../lib/in-app-path";
import { resolveOnce } from "../lib/short-link-throttle";

/** POST /customer/getActualURL/v2 (spec §7): the path a short link opens (its metaDataInfo.responseMessage). */
export async function resolveShortLink(tinyUrl: string): Promise<string> {
  const answer = unwrap(
    await apiRequest({ method: "POST", path: "/customer/getActualURL/v2", payload: { tinyUrl }, schema: actualUrlAnswerSchema }),
  );
  const target = answer.metaDataInfo.responseMessage;
  if (!isInAppPath(target)) throw new Error(`A short link pointed outside the app: ${target}`);
  return target;
}

/** Resolved once per visit (each resolution counts one): never refetched, never retried. */
export function shortLinkTargetQueryOptions(tinyUrl: string) {
  return queryOptions({
    queryKey: ["short-links", "target", tinyUrl],
    queryFn: () => resolveOnce(tinyUrl, resolveShortLink),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
