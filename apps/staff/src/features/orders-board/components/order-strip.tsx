import type { Order } from "@forkful/contracts/orders";
import { useId } from "react";
import { OrderCard, type OrderCardActions } from "./order-card";

/**
 * Orders apart from the board's columns, in a row: new orders whose card payment has not gone through (the kitchen sees
 * them coming but cannot accept them until they are paid), and scheduled or event orders not due yet.
 */
export function OrderStrip({
  title,
  note,
  orders,
  now,
  actions,
}: {
  title: string;
  note: string;
  orders: Order[];
  now: number;
  actions: OrderCardActions;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-stone-200/70 p-2">
      <h2 id={titleId} className="px-1 pb-2 text-sm font-bold tracking-wide text-stone-700 uppercase">
        {title} · {orders.length}
        <span className="ml-2 font-normal tracking-normal normal-case">{note}</span>
      </h2>
      <div className="flex gap-2 overflow-x-auto">
        {orders.map((order) => (
          <div key={order.orderId} className="w-60 shrink-0">
            <OrderCard order={order} now={now} actions={actions} />
          </div>
        ))}
      </div>
    </section>
  );
}
