import { useCallback, useState } from "react";
import { type AuthFlow, authThrottle } from "../lib/auth-throttle";

/**
 * Starts an auth flow through the start throttle: inside the window of the flow's previous start nothing is sent,
 * and `throttled` turns on so the form can say why.
 */
export function useAuthStart() {
  const [throttled, setThrottled] = useState(false);
  const start = useCallback((flow: AuthFlow, run: () => void): boolean => {
    if (!authThrottle.tryStart(flow)) {
      setThrottled(true);
      return false;
    }
    setThrottled(false);
    run();
    return true;
  }, []);
  return { start, throttled };
}
