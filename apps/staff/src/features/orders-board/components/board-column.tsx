import type { Order } from "@forkful/contracts/orders";
import { cn } from "@forkful/ui/cn";
import { useId } from "react";
import { OrderCard, type OrderCardActions } from "./order-card";

/** One column of the board: its orders, the oldest first (the one waiting longest is on top). */
export function BoardColumn({
  title,
  orders,
  now,
  actions,
  muted = false,
}: {
  title: string;
  orders: Order[];
  now: number;
  actions: OrderCardActions;
  muted?: boolean;
}) {
  const titleId = useId();
  const oldestFirst = [...orders].sort((a, b) => Date.parse(a.orderTime) - Date.parse(b.orderTime));
  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex min-h-40 snap-start flex-col gap-2 rounded-2xl p-2", muted ? "bg-stone-200/70" : "bg-stone-100")}
    >
      <h2 id={titleId} className="flex items-center justify-between px-1 text-sm font-bold tracking-wide text-stone-700 uppercase">
        {title}
        <span className="rounded-full bg-white px-2 text-xs text-stone-800 tabular-nums">{orders.length}</span>
      </h2>
      {oldestFirst.map((order) => (
        <OrderCard key={order.orderId} order={order} now={now} actions={actions} />
      ))}
      {orders.length === 0 && <p className="px-1 py-6 text-center text-sm text-stone-600">None</p>}
    </section>
  );
}
