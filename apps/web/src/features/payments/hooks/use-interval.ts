import { useEffect, useRef } from "react";

/** Runs `run` every `ms` while `active` (the latest `run`, without restarting the clock when it changes). */
export function useInterval(active: boolean, ms: number, run: () => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
