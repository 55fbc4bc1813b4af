import { useStartThrottle } from "../../../shared/hooks/use-start-throttle";
import { type AuthFlow, authThrottle } from "../lib/auth-throttle";

/** Starts an auth flow through the auth start throttle; `throttled` says a start was held back. */
export const useAuthStart = () => useStartThrottle<AuthFlow>(authThrottle);
