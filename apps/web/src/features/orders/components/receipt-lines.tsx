import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { OrderLineList } from "../../../entities/order/components/order-line-list";
import { OrderTotalsBreakdown } from "../../../entities/order/components/totals-breakdown";
import { SplitPartAmounts } from "../../../entities/split/components/split-part-amounts";

const RULE = "border-b border-dashed border-stone-300 print:border-black";

/** A tab's dishes round by round, each round headed by who ordered it; every dish names its diner. */
function TabRounds({ order }: { order: Order }) {
  const rounds = [...new Set(order.items.map((item) => item.sortOrder))].sort((a, b) => a - b);
  return (
    <div className={RULE}>
      {rounds.map((round) => {
        const lines = order.items.filter((item) => item.sortOrder === round);
        const placer = order.tab?.rounds.find((r) => r.sortOrder === round)?.dinerName ?? lines[0]?.dinerName;
        const names = [...new Set(lines.map((line) => line.dinerName).filter(Boolean))];
        return (
          <section key={round} aria-label={`Round ${round}`} className="pt-3">
            <h2 className="text-xs font-bold tracking-wider text-stone-500 uppercase print:text-black">
              Round {round}
              {placer ? ` · ${placer}` : ""}
            </h2>
            <OrderLineList lines={lines} currency={order.currency} className="py-1" />
            {names.length > 1 && <p className="pb-2 text-xs text-stone-500 print:text-black">Ordered by {names.join(", ")}</p>}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The receipt's dishes and amounts: one part of a split bill (its dishes with their shares and its amounts), a tab's
 * rounds with who ordered what, or the order's dishes; then the totals.
 */
export function ReceiptLines({ order, split }: { order: Order; split: Split | null }) {
  if (split) {
    const quantities = new Map(order.items.map((item) => [item.lineId, item.quantity]));
    return (
      <div className="py-4">
        <SplitPartAmounts split={split} currency={order.currency} quantities={quantities} />
      </div>
    );
  }
  return (
    <>
      {order.tab ? <TabRounds order={order} /> : <OrderLineList lines={order.items} currency={order.currency} className={`py-1 ${RULE}`} />}
      <OrderTotalsBreakdown order={order} className="py-4" />
    </>
  );
}
