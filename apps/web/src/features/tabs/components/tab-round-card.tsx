import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import { cn } from "@forkful/ui/cn";
import { describeOptions } from "../../../entities/order/components/order-line-list";
import { roundHeading, type TabRoundView } from "../lib/tab-rounds";
import { KitchenChip, RoundChip } from "./kitchen-chip";

export interface TabRoundCardProps {
  round: TabRoundView;
  currency: Currency;
  timeZone: string;
}

/**
 * One round of the tab, as the kitchen's ticket: who ordered it and when, where it is (from its dishes), and each
 * dish's state; a round the restaurant voided shows its dishes struck through, off the bill.
 */
export function TabRoundCard({ round, currency, timeZone }: TabRoundCardProps) {
  const headingId = `round-${round.sortOrder}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "rounded-2xl border p-4 shadow-sm md:p-5",
        round.voided ? "border-dashed border-stone-300 bg-stone-50" : "border-stone-200 bg-white",
      )}
      data-testid="tab-round"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={cn("font-bold", round.voided ? "text-stone-600" : "text-stone-900")}>
          {roundHeading(round, timeZone)}
        </h3>
        <RoundChip state={round.state} />
      </div>
      {round.voided ? <VoidedDishes round={round} currency={currency} /> : <Dishes round={round} currency={currency} />}
    </section>
  );
}

function Dishes({ round, currency }: { round: TabRoundView; currency: Currency }) {
  return (
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
  );
}

function VoidedDishes({ round, currency }: { round: TabRoundView; currency: Currency }) {
  return (
    <>
      <ul className="mt-2 divide-y divide-stone-200">
        {(round.voided?.lines ?? []).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a voided round's dishes, in the order they were ordered
          <li key={i} className="flex gap-3 py-2 text-sm text-stone-500 line-through">
            <span className="w-7 shrink-0 tabular-nums">{line.quantity}×</span>
            <span className="min-w-0 flex-1">{line.itemName}</span>
            <span className="shrink-0 tabular-nums">{formatMoney(line.subtotal, currency)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-stone-600">The restaurant took this round off the bill: it is not charged.</p>
    </>
  );
}
