import { useCallback, useState } from "react";
import type { StartThrottle } from "../lib/start-throttle";

/**
 * Starts a flow through a start throttle (spec §9): inside the window of the flow's previous start nothing is sent,
 * and `throttled` turns on so the form can say why.
 */
export function useStartThrottle<Flow extends string>(throttle: StartThrottle) {
  const [throttled, setThrottled] = useState(false);
  const start = useCallback(
    (flow: Flow, run: () => void): boolean => {
      if (!throttle.tryStart(flow)) {
        setThrottled(true);
        return false;
      }
      setThrottled(false);
      run();
      return true;
    },
    [throttle],
  );
  return { start, throttled };
}
