import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import type { ReactNode } from "react";
import { SplitPartAmounts } from "../../../entities/split/components/split-part-amounts";

export interface PartSummaryProps {
  order: Order;
  split: Split;
  children?: ReactNode;
}

/** One part of the bill: its name, its dishes with its share of each and its amounts. */
export function PartSummary({ order, split, children }: PartSummaryProps) {
  const quantities = new Map(order.items.map((item) => [item.lineId, item.quantity]));
  return (
    <section aria-labelledby="part-summary-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="part-summary-title" className="text-lg font-bold text-stone-900">
          {split.label}
        </h2>
        <span className="text-sm text-stone-600">
          Part {split.position} · Order #{order.orderNumber}
        </span>
      </div>
      <SplitPartAmounts split={split} currency={order.currency} quantities={quantities} />
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
