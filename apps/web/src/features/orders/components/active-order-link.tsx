import { useState } from "react";
import { Link } from "react-router";
import { ChevronRightIcon, ReceiptIcon } from "../../../shared/ui/icons";
import { activeOrders } from "../lib/active-orders";
import { trackerPathOf } from "../lib/order-paths";

/** The diner's latest active order at this restaurant (kept on this device for an hour), one tap from its tracker. */
export function ActiveOrderLink({ locationSlug }: { locationSlug: string }) {
  const [order] = useState(
    () =>
      activeOrders()
        .filter((o) => o.locationSlug === locationSlug && o.merchantType)
        .at(-1) ?? null,
  );
  if (!order?.merchantType || !order.locationSlug) return null;
  return (
    <Link
      to={trackerPathOf({ merchantType: order.merchantType, locationSlug: order.locationSlug, orderId: order.orderId })}
      className="flex h-12 w-full items-center gap-3 rounded-2xl border border-stone-200 bg-white px-3 text-stone-900 shadow-lg shadow-stone-900/10 hover:bg-stone-50"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand/10 text-brand">
        <ReceiptIcon size={16} />
      </span>
      <span className="flex-1 text-sm font-semibold">Track your order{order.orderNumber ? ` #${order.orderNumber}` : ""}</span>
      <ChevronRightIcon size={18} className="text-stone-500" />
    </Link>
  );
}
