import type { CourierPosition } from "@forkful/contracts/delivery";
import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { orderEventsPath, readOrderFrame } from "../../../entities/order/api/order-events";
import type { StreamState } from "../../../shared/api/event-stream";
import { orderQueryKey } from "../../../shared/api/query-keys";
import { useLiveStream } from "../../../shared/hooks/use-live-stream";
import { applyStatusEvent } from "../lib/apply-status";

/**
 * Keeps an order's queries live: its status stream updates them as the restaurant moves the order (no reload, no
 * polling), and a change is fetched once for what else it brings (the ETA). A delivery's courier moving goes to
 * `onCourier` as it comes, and a queued order's place in the restaurant's queue into the order (no fetch). Closed once
 * the order is over.
 */
export function useOrderEvents(orderId: string, enabled: boolean, onCourier?: (position: CourierPosition) => void): StreamState {
  const queryClient = useQueryClient();
  return useLiveStream(enabled ? orderEventsPath(orderId) : null, (frame) =>
    readOrderFrame(frame, {
      onCourier,
      onQueue: (queuePlace) =>
        queryClient.setQueriesData<Order>({ queryKey: orderQueryKey(orderId) }, (order) => order && { ...order, queuePlace }),
      onStatus: (event) => {
        let changed = false;
        queryClient.setQueriesData<Order>({ queryKey: orderQueryKey(orderId) }, (order) => {
          if (!order) return order;
          const next = applyStatusEvent(order, event);
          // Running late (or a credit given) keeps the status: fetched again for its new time and note.
          changed ||= next.status !== order.status || next.history.length !== order.history.length || event.runningLate === true;
          return next;
        });
        if (changed) void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      },
    }),
  );
}
