/** /{tinyURLId} (spec §2, §5): a digit-less id is a restaurant's slug; any other is a short link, resolved and opened. */
import { isShortLinkId, slugLinkTarget } from "@forkful/contracts/short-links";
import { Navigate, useParams } from "react-router";
import { ShortLinkOpener } from "../../features/short-links/components/short-link-opener";
import { SiteHeader } from "../../shared/ui/site-header";

export function ShortLinkPage() {
  const id = useParams().tinyURLId ?? "";
  if (!isShortLinkId(id)) return <Navigate to={slugLinkTarget(id)} replace />;
  return (
    <>
      <SiteHeader />
      <ShortLinkOpener key={id} tinyUrl={id} />
    </>
  );
}
