import type { Order } from "@forkful/contracts/orders";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useCustomerOrders } from "../api/get-customer-orders";
import { orderQueryOptions } from "../api/get-order";
import { activeOrders, forgetActiveOrder } from "../lib/active-orders";
import { isOrderOver } from "../lib/order-phase";

/** How often the banner asks again how the order stands. */
const REFRESH_MS = 15_000;
/** An order of the account older than this is not offered as the current one. */
const ACCOUNT_ORDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The diner's current order, if any: the newest active order this device placed (a guest's too, read with its guest
 * session), else a signed-in diner's newest order that is not over. Asked again every 15 s and on every page change
 * (`pageKey`); an order seen over leaves this device's active orders.
 */
export function useActiveOrder(signedInCustomerId: string | null, pageKey: string): Order | null {
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on each page, where an order may have been placed
  const local = useMemo(() => activeOrders().at(-1) ?? null, [pageKey]);
  const account = useCustomerOrders(local ? null : signedInCustomerId);
  const fromAccount = useMemo(() => {
    const since = Date.now() - ACCOUNT_ORDER_WINDOW_MS;
    return account.data?.content.find((o) => !isOrderOver(o) && Date.parse(o.orderTime) > since) ?? null;
  }, [account.data]);
  const orderId = local?.orderId ?? fromAccount?.orderId ?? "";
  const query = useQuery({ ...orderQueryOptions({ orderId }), enabled: orderId !== "", refetchInterval: REFRESH_MS, retry: false });
  const order = query.data ?? null;
  const over = order ? isOrderOver(order) : false;

  useEffect(() => {
    if (over && order) forgetActiveOrder(order.orderId);
  }, [over, order]);

  return order && !over ? order : null;
}
