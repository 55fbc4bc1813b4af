/**
 * Started with the app: every few seconds, unpaid orders past their payment time are released. The work lives in the
 * database (payment_due_at), so a restart loses nothing and several servers may sweep at once (each release is
 * conditional).
 */
import { type Sweeper, startPeriodicSweep } from "../../lib/periodic-sweep";
import { type ReleaseUnpaidDeps, releaseDueOrders } from "./release-unpaid-order";

export function startUnpaidOrderSweeper(
  deps: ReleaseUnpaidDeps & { log: { warn(detail: object, message: string): void } },
  everyMs: number,
): Sweeper {
  return startPeriodicSweep(
    () => releaseDueOrders(deps),
    everyMs,
    (error) => deps.log.warn({ err: error }, "the unpaid order sweep failed"),
  );
}
