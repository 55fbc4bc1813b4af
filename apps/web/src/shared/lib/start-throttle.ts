/**
 * The start throttles of spec §9: once a flow has started (a sign-in, a code request, a profile save), a second
 * start of the same flow inside the window is dropped and sends no request. Each flow is a key, so a code request
 * does not hold back the code check that follows it.
 */
export interface StartThrottle {
  /** True when `flow` may start now (and records the start); false inside the window of its previous start. */
  tryStart(flow: string): boolean;
  /** How long (ms) until `flow` may start again; 0 when it may start now. */
  waitMs(flow: string): number;
  /** Forgets every start (sign-out, tests). */
  reset(): void;
}

export function createStartThrottle(windowMs: number, now: () => number = () => Date.now()): StartThrottle {
  const started = new Map<string, number>();
  return {
    tryStart(flow) {
      const at = now();
      const previous = started.get(flow);
      if (previous !== undefined && at - previous < windowMs) return false;
      started.set(flow, at);
      return true;
    },
    waitMs(flow) {
      const previous = started.get(flow);
      return previous === undefined ? 0 : Math.max(0, windowMs - (now() - previous));
    },
    reset() {
      started.clear();
    },
  };
}
