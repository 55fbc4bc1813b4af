import { Shimmer } from "@forkful/ui/shimmer";
import { Spinner } from "@forkful/ui/spinner";
import { useIsMobile } from "../hooks/use-is-mobile";

/** A shimmer skeleton on mobile, a spinner image above the breakpoint (spec §2). */
export function LoadingPlaceholder() {
  return useIsMobile() ? <Shimmer /> : <Spinner />;
}
