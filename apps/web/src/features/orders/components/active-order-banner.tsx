import type { Order } from "@forkful/contracts/orders";
import { cn } from "@forkful/ui/cn";
import { ChevronRightIcon, CreditCardIcon, ReceiptIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { paymentPathOf, trackerPathOf } from "../lib/order-paths";
import { isAwaitingPayment, orderHeadline } from "../lib/order-phase";
import { formatOrderClock } from "../lib/order-time";

/** Not shown where the diner already is with this order: its payment, the checkout, or its own pages. */
export function bannerHiddenAt(pathname: string, orderId: string): boolean {
  return pathname.includes("/placeOrder/payment") || pathname.endsWith("/checkOut") || pathname.split("/").includes(orderId);
}

/**
 * The diner's current order across the app: its restaurant and status, and one tap to pay it ("Waiting for payment",
 * with the time it is released) or to track it.
 */
export function ActiveOrderBanner({ order }: { order: Order }) {
  const unpaid = isAwaitingPayment(order) && order.customerId !== null;
  const place = { merchantType: order.merchantType, locationSlug: order.locationSlug, orderId: order.orderId, tableId: order.tableId };
  const due = unpaid && order.paymentDueAt ? formatOrderClock(order.paymentDueAt, order.timeZone) : "";
  const Icon = unpaid ? CreditCardIcon : ReceiptIcon;
  return (
    <aside
      aria-label="Your current order"
      data-testid="active-order-banner"
      className={cn("border-b print:hidden", unpaid ? "border-amber-200 bg-amber-50" : "border-stone-200 bg-white")}
    >
      <Link
        to={unpaid ? paymentPathOf(place) : trackerPathOf(place)}
        className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 hover:underline-offset-2"
      >
        <span
          className={cn(
            "flex h-9 w-9 shrink-0 items-center justify-center rounded-full",
            unpaid ? "bg-amber-200 text-amber-950" : "bg-brand/10 text-brand",
          )}
        >
          <Icon size={18} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-bold text-stone-900" data-testid="active-order-status">
            {orderHeadline(order)}
          </span>
          <span className="block truncate text-xs text-stone-600">
            {due ? `Pay by ${due} · ` : `Order #${order.orderNumber} · `}
            {order.branchName}
          </span>
        </span>
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold",
            unpaid ? "bg-brand text-on-brand" : "text-brand",
          )}
        >
          {unpaid ? "Pay now" : "Track"}
          <ChevronRightIcon size={16} />
        </span>
      </Link>
    </aside>
  );
}
