import { SHORT_LINK_REFUSAL_CODES } from "@forkful/contracts/short-links";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { errorCode } from "../../../shared/api/api-client";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { shortLinkTargetQueryOptions } from "../api/resolve-short-link";
import { ShortLinkExpired } from "./short-link-expired";

/** Resolves a short link and opens its target in the same window (replacing the link in history); loading meanwhile. */
export function ShortLinkOpener({ tinyUrl }: { tinyUrl: string }) {
  const navigate = useNavigate();
  const target = useQuery(shortLinkTargetQueryOptions(tinyUrl));
  useEffect(() => {
    if (target.data) navigate(target.data, { replace: true });
  }, [navigate, target.data]);
  if (target.isError) return <ShortLinkExpired neverMade={errorCode(target.error) === SHORT_LINK_REFUSAL_CODES.neverMade} />;
  return (
    <main aria-busy="true" aria-label="Opening the link">
      <LoadingPlaceholder />
    </main>
  );
}
