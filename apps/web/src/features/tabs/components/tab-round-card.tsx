import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import { describeOptions } from "../../../shared/ui/order-line-list";
import { roundHeading, type TabRoundView } from "../lib/tab-rounds";
import { KitchenChip } from "./kitchen-chip";

export interface TabRoundCardProps {
  round: TabRoundView;
  currency: Currency;
  timeZone: string;
}

/** One round of the tab, as the kitchen's ticket: who ordered it and when, the ticket's state, and each dish's. */
export function TabRoundCard({ round, currency, timeZone }: TabRoundCardProps) {
  const headingId = `round-${round.sortOrder}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
      data-testid="tab-round"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-stone-900">
          {roundHeading(round, timeZone)}
        </h3>
        <KitchenChip status={round.ticketStatus} label={round.ticketLabel} />
      </div>
      <ul className="mt-2 divide-y divide-stone-100">
        {round.items.map((item) => (
          <li key={item.lineId} className="flex gap-3 py-2.5 text-sm">
            <span className="w-7 shrink-0 font-semibold text-stone-500 tabular-nums">{item.quantity}×</span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{item.itemName}</p>
              {item.options.length > 0 && <p className="text-stone-600">{describeOptions(item.options)}</p>}
              {item.comment && <p className="text-stone-500 italic">“{item.comment}”</p>}
              <div className="mt-1 flex flex-wrap items-center gap-2">
                {item.dinerName && <span className="text-xs text-stone-500">for {item.dinerName}</span>}
                <KitchenChip status={item.itemStatus} label={item.itemStatusLabel} />
              </div>
            </div>
            <span className="shrink-0 font-medium text-stone-900 tabular-nums">{formatMoney(item.subtotal, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
