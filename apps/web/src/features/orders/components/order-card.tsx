import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { Button, buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatLocalDateShort } from "../../../shared/lib/local-date";
import { paymentPathOf, receiptPathOf, trackerPathOf } from "../lib/order-paths";
import { orderHeadline, orderPhase } from "../lib/order-phase";

const TYPE_NAME = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" } as const;

const PHASE_BADGE = {
  "awaiting-payment": "bg-amber-100 text-amber-900",
  released: "bg-red-100 text-red-800",
  cancelled: "bg-red-100 text-red-800",
  finished: "bg-stone-100 text-stone-700",
  active: "bg-emerald-100 text-emerald-900",
} as const;

export interface OrderCardProps {
  order: Order;
  onReorder?: (order: Order) => void;
  reordering?: boolean;
  /** More of what the diner can do with the order, composed by the app (rate it). */
  actions?: ReactNode;
}

/** One past or current order: where, when, what, its status and total, with Track, Receipt and Reorder. */
export function OrderCard({ order, onReorder, reordering = false, actions }: OrderCardProps) {
  const place = { merchantType: order.merchantType, locationSlug: order.locationSlug, orderId: order.orderId, tableId: order.tableId };
  const phase = orderPhase(order);
  const dishes = order.items.map((line) => `${line.quantity}× ${line.itemName}`).join(", ");
  return (
    <article
      aria-label={`Order ${order.orderNumber} at ${order.branchName}`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="order-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-bold text-stone-900">{order.branchName}</h3>
          <p className="text-sm text-stone-600">
            #{order.orderNumber} · {TYPE_NAME[order.orderType]} · {formatLocalDateShort(order.orderDate)}
          </p>
        </div>
        <span className={cn("shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold", PHASE_BADGE[phase])}>{orderHeadline(order)}</span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-stone-700">{dishes}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <p className="mr-auto font-bold text-stone-900 tabular-nums">{formatMoney(order.totals.total, order.currency)}</p>
        <Link to={receiptPathOf(place)} className={buttonClasses("ghost", "sm")}>
          Receipt
        </Link>
        <Link to={trackerPathOf(place)} className={buttonClasses("secondary", "sm")} aria-label={`Track order ${order.orderNumber}`}>
          Track
        </Link>
        {phase === "awaiting-payment" && (
          <Link to={paymentPathOf(place)} className={buttonClasses("primary", "sm")} aria-label={`Pay for order ${order.orderNumber}`}>
            Pay now
          </Link>
        )}
        {onReorder && (
          <Button size="sm" onClick={() => onReorder(order)} disabled={reordering} aria-label={`Reorder order ${order.orderNumber}`}>
            {reordering ? "Adding…" : "Reorder"}
          </Button>
        )}
        {actions}
      </div>
    </article>
  );
}
