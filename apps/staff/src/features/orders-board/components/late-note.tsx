import { LATE_ORDER_TEXTS, minutesLate } from "@forkful/contracts/late-orders";
import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { Button } from "@forkful/ui/button";

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/**
 * A late order's note on its card (issue 26): how late against the first promise, the new time the diner was told,
 * and the credit for the wait: given, or offered with a button for a manager to give it.
 */
export function LateNote({
  order,
  now,
  givesCredit,
  busy,
  onGiveCredit,
}: {
  order: Order;
  now: number;
  givesCredit: boolean;
  busy: boolean;
  onGiveCredit: (order: Order) => void;
}) {
  const { late } = order;
  if (!late) return null;
  const credit = late.credit;
  return (
    <div className="mt-2 rounded-lg bg-red-50 px-2 py-1.5 text-sm text-red-900">
      <p className="font-bold">
        {LATE_ORDER_TEXTS.minutesLate(minutesLate(late, new Date(now)))} · new time {clock(late.newTime)}
      </p>
      {credit?.state === "given" && <p>{LATE_ORDER_TEXTS.creditGiven(formatMoney(credit.amount, order.currency))}</p>}
      {credit?.state === "offered" && (
        <div className="mt-1 flex items-center justify-between gap-2">
          <span>{LATE_ORDER_TEXTS.creditOffered(formatMoney(credit.amount, order.currency))}</span>
          {givesCredit && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onGiveCredit(order)}>
              {LATE_ORDER_TEXTS.giveCredit}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
