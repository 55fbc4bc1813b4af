import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";

/**
 * What the diner is about to pay, at the head of the paying column (the full breakdown is in the order summary): the
 * order's total, or `amount` (one part of a split bill).
 */
export function PayTotal({ order, updating, amount }: { order: Order; updating: boolean; amount?: number }) {
  const { totals } = order;
  const saved = amount === undefined ? totals.discount : 0;
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-2xl bg-stone-900 px-4 py-3.5 text-white shadow-sm md:px-5">
      <span className="text-sm font-semibold text-stone-300">Total to pay</span>
      <span className="text-right">
        <span className={`text-2xl font-extrabold tabular-nums ${updating ? "opacity-70" : ""}`} data-testid="pay-total">
          {formatMoney(amount ?? totals.total, order.currency)}
        </span>
        {saved > 0 && <span className="block text-xs font-medium text-emerald-300">You save {formatMoney(saved, order.currency)}</span>}
      </span>
    </div>
  );
}
