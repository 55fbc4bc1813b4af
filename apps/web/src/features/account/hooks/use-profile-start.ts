import { useCallback, useState } from "react";
import { type ProfileFlow, profileThrottle } from "../lib/profile-throttle";

/** Starts a profile save through the profile throttle; `throttled` says a start was held back. */
export function useProfileStart() {
  const [throttled, setThrottled] = useState(false);
  const start = useCallback((flow: ProfileFlow, run: () => void): boolean => {
    if (!profileThrottle.tryStart(flow)) {
      setThrottled(true);
      return false;
    }
    setThrottled(false);
    run();
    return true;
  }, []);
  return { start, throttled };
}
