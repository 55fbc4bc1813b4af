import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../../shared/hooks/use-session";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { useCustomerOrders } from "../api/get-customer-orders";
import { OrderCard } from "./order-card";

export interface MyOrdersProps {
  /** Puts an order's dishes back in the cart (the app gives the cart feature's reorder). */
  onReorder?: (order: Order) => Promise<void> | void;
  /** More actions on each order, composed by the app (rate it). */
  orderActions?: (order: Order) => ReactNode;
}

/** My orders: the signed-in diner's orders, newest first, each with its status, date, total, Track and Reorder. */
export function MyOrders({ onReorder, orderActions }: MyOrdersProps) {
  const session = useSession();
  const query = useCustomerOrders(session.kind === "guest" ? null : session.customerId);
  const [reordering, setReordering] = useState<string | null>(null);

  if (session.kind === "guest") return <EmptyState title={MESSAGES.signInForAccount} />;
  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const orders = query.data.content;
  if (orders.length === 0) {
    return (
      <EmptyState
        title={MESSAGES.noOrders}
        body="Orders you place for pickup, delivery or dine-in are listed here, newest first."
        action={
          <Link to="/" className={buttonClasses("secondary")}>
            Browse restaurants
          </Link>
        }
      />
    );
  }

  const reorder = onReorder
    ? async (order: Order) => {
        setReordering(order.orderId);
        try {
          await onReorder(order);
        } finally {
          setReordering(null);
        }
      }
    : undefined;

  return (
    <section aria-label="My orders" className="space-y-3">
      <p className="text-sm text-stone-600">
        {query.data.totalElements} {query.data.totalElements === 1 ? "order" : "orders"}
      </p>
      <ul className="space-y-3">
        {orders.map((order) => (
          <li key={order.orderId}>
            <OrderCard order={order} onReorder={reorder} reordering={reordering === order.orderId} actions={orderActions?.(order)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
