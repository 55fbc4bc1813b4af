/**
 * Started with the app: every few seconds, unpaid orders past their payment time are released. The work lives in the
 * database (payment_due_at), so a restart loses nothing and several servers may sweep at once (each release is
 * conditional). Stopped when the app closes, after the sweep in progress ends.
 */
import { type ReleaseUnpaidDeps, releaseDueOrders } from "./release-unpaid-order";

export interface Sweeper {
  stop(): Promise<void>;
}

export function startUnpaidOrderSweeper(
  deps: ReleaseUnpaidDeps & { log: { warn(detail: object, message: string): void } },
  everyMs: number,
): Sweeper {
  if (everyMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = releaseDueOrders(deps)
      .catch((error) => deps.log.warn({ err: error }, "the unpaid order sweep failed"))
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
