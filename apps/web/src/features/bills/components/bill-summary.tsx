import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import type { Tab } from "@forkful/contracts/tabs";
import { Button, buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";

export interface BillSummaryProps {
  order: Order;
  tab: Tab;
  payPath: string;
  onSplit: () => void;
}

/** The table's one bill: its total and what is still due; pay it all now, or split it. */
export function BillSummary({ order, tab, payPath, onSplit }: BillSummaryProps) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const nothingYet = order.items.length === 0 || order.totals.total === 0;
  return (
    <section aria-labelledby="bill-summary-title" className="@container rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="bill-summary-title" className="text-lg font-bold text-stone-900">
        The bill
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between gap-3 text-stone-600">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(order.totals.total)}</dd>
        </div>
        {tab.paid > 0 && (
          <div className="flex justify-between gap-3 text-stone-600">
            <dt>Paid</dt>
            <dd className="tabular-nums">{money(tab.paid)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-base font-bold text-stone-900">
          <dt>Due</dt>
          <dd className="tabular-nums">{money(tab.due)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">Pay at the end: the whole bill at once, or split it and each pay a part.</p>
      <div className="mt-4 grid gap-2 @md:grid-cols-2">
        {nothingYet ? (
          <span className={buttonClasses("primary", "md", "pointer-events-none opacity-50")} aria-disabled="true">
            Pay the whole bill
          </span>
        ) : (
          <Link to={payPath} className={buttonClasses("primary")}>
            Pay the whole bill
          </Link>
        )}
        <Button variant="secondary" onClick={onSplit} disabled={nothingYet || tab.diners.length === 0}>
          Split the bill
        </Button>
      </div>
    </section>
  );
}
