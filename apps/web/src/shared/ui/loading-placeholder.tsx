import { useIsMobile } from "../hooks/use-is-mobile";
import { Shimmer } from "./shimmer";
import { Spinner } from "./spinner";

/** A shimmer skeleton on mobile, a spinner image above the breakpoint (spec §2). */
export function LoadingPlaceholder() {
  return useIsMobile() ? <Shimmer /> : <Spinner />;
}
