import type { Order } from "@forkful/contracts/orders";
import type { ReactNode } from "react";
import { OrderLineList } from "../../../entities/order/components/order-line-list";
import { OrderTotalsBreakdown } from "../../../entities/order/components/totals-breakdown";

export interface PaymentSummaryProps {
  order: Order;
  /** The order is being priced again (a coupon, an offer, a tip). */
  updating?: boolean;
  children?: ReactNode;
}

/** The order being paid: its dishes and the server's totals (coupon and offers each on a line), then the pay button. */
export function PaymentSummary({ order, updating = false, children }: PaymentSummaryProps) {
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section
      aria-labelledby="payment-summary-title"
      aria-busy={updating}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="payment-summary-title" className="text-lg font-bold text-stone-900">
          Order #{order.orderNumber}
        </h2>
        <span className="text-sm text-stone-600">
          {count} {count === 1 ? "dish" : "dishes"}
        </span>
      </div>
      <OrderLineList lines={order.items} currency={order.currency} className="mt-1" />
      <OrderTotalsBreakdown order={order} showTip={false} className="mt-2 border-t border-stone-100 pt-3" />
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
