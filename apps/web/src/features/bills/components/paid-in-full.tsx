import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import type { Tab } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { CheckIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { partReceiptPathOf, type TabPlace, tabReceiptPathOf } from "../lib/bill-paths";
import { ownPartFirst } from "../lib/parts-order";

/** The tab is closed: paid in full, with the receipt of each part (or of the whole bill). */
export function PaidInFull({ order, tab, place }: { order: Order; tab: Tab; place: TabPlace }) {
  const parts = ownPartFirst(tab.splits, tab.youDinerId);
  return (
    <section aria-labelledby="paid-in-full-title" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 md:p-5">
      <h2 id="paid-in-full-title" className="flex items-center gap-2 text-lg font-bold text-emerald-900">
        <CheckIcon size={20} /> Paid in full
      </h2>
      <p className="mt-1 text-sm text-emerald-900">{formatMoney(order.totals.total, order.currency)} · thank you for dining with us.</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {parts.length === 0 ? (
          <li>
            <Link to={tabReceiptPathOf(place)} className={buttonClasses("secondary", "sm")}>
              Receipt
            </Link>
          </li>
        ) : (
          parts.map((split) => (
            <li key={split.splitId}>
              <Link to={partReceiptPathOf(place, split.splitId)} className={buttonClasses("secondary", "sm")}>
                Receipt — {split.label}
              </Link>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
