import { LATE_ORDER_TEXTS } from "@forkful/contracts/late-orders";
import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { formatOrderClock } from "../lib/order-time";

/**
 * The restaurant told the diner their order runs late (issue 26): the new time, while it is still being made, and the
 * credit for the wait once it is in their wallet.
 */
export function RunningLateNote({ order, timeZone, cooking }: { order: Order; timeZone: string; cooking: boolean }) {
  const { late } = order;
  if (!late) return null;
  const given = late.credit?.state === "given" ? late.credit : null;
  if (!cooking && !given) return null;
  return (
    <div className="mt-2 rounded-xl bg-amber-100 px-3 py-2 text-amber-950" data-testid="running-late">
      {cooking && <p className="font-semibold">{LATE_ORDER_TEXTS.runningLate(formatOrderClock(late.newTime, timeZone))}</p>}
      {given && <p>{LATE_ORDER_TEXTS.creditGiven(formatMoney(given.amount, order.currency))}</p>}
    </div>
  );
}
