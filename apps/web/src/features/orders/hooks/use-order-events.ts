import type { CourierPosition } from "@forkful/contracts/delivery";
import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { orderQueryKey } from "../../../shared/api/query-keys";
import { openOrderEvents, type StreamState } from "../api/order-events";
import { applyStatusEvent } from "../lib/apply-status";

/**
 * Keeps an order's queries live: its status stream updates them as the restaurant moves the order (no reload, no
 * polling), and a change is fetched once for what else it brings (the ETA). A delivery's courier moving goes to
 * `onCourier` as it comes, and a queued order's place in the restaurant's queue into the order (no fetch). Closed once
 * the order is over.
 */
export function useOrderEvents(orderId: string, enabled: boolean, onCourier?: (position: CourierPosition) => void): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");
  // The latest listener, without reopening the stream when it changes.
  const courierListener = useRef(onCourier);
  courierListener.current = onCourier;

  useEffect(() => {
    if (!enabled) {
      setState("closed");
      return;
    }
    return openOrderEvents(orderId, {
      onState: setState,
      onCourier: (position) => courierListener.current?.(position),
      onQueue: (queuePlace) =>
        queryClient.setQueriesData<Order>({ queryKey: orderQueryKey(orderId) }, (order) => order && { ...order, queuePlace }),
      onStatus: (event) => {
        let changed = false;
        queryClient.setQueriesData<Order>({ queryKey: orderQueryKey(orderId) }, (order) => {
          if (!order) return order;
          const next = applyStatusEvent(order, event);
          changed ||= next.status !== order.status || next.history.length !== order.history.length;
          return next;
        });
        if (changed) void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      },
    });
  }, [orderId, enabled, queryClient]);

  return state;
}
