/**
 * A sweep run every few milliseconds while the app is up: one at a time (a slow sweep is not overlapped), its failure
 * logged and left for the next. The work lives in the database, so a restart loses nothing and several servers may
 * sweep at once when each step is conditional. Stopped when the app closes, after the sweep in progress ends.
 */

export interface Sweeper {
  stop(): Promise<void>;
}

export function startPeriodicSweep(sweep: () => Promise<unknown>, everyMs: number, onFailure: (error: unknown) => void): Sweeper {
  if (everyMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch(onFailure)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
