import { useCallback, useEffect, useRef, useState } from "react";
import type { StartThrottle } from "../lib/start-throttle";
import { useCountdown } from "./use-countdown";

export interface StartGate<Flow extends string> {
  /** Runs `run` now (true), or holds it until the flow's window ends and runs it then (false). */
  start: (flow: Flow, run: () => void) => boolean;
  /** Whole seconds until a held start runs; 0 when none waits. The submit button says it. */
  waitSeconds: number;
}

/**
 * Starts a flow through a start throttle (spec §9). A start inside the window of the flow's previous start sends
 * nothing yet: it waits for the window to end and then runs, so what the diner submitted is still sent. A newer
 * start replaces the one waiting (the latest values win); leaving the form drops it.
 */
export function useStartThrottle<Flow extends string>(throttle: StartThrottle): StartGate<Flow> {
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const held = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(held.current), []);

  const start = useCallback(
    function startFlow(flow: Flow, run: () => void): boolean {
      clearTimeout(held.current);
      const waitMs = throttle.waitMs(flow);
      if (waitMs > 0 || !throttle.tryStart(flow)) {
        setWaitUntil(Date.now() + waitMs);
        held.current = setTimeout(() => startFlow(flow, run), Math.max(waitMs, 1));
        return false;
      }
      setWaitUntil(null);
      run();
      return true;
    },
    [throttle],
  );
  const seconds = useCountdown(waitUntil);
  return { start, waitSeconds: waitUntil === null ? 0 : Math.max(seconds, 1) };
}
