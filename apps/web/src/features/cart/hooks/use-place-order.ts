import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import type { RefusalCode } from "@forkful/contracts/refusals";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { invalidateMenuQueries } from "../../../shared/api/query-keys";
import { notify, notifyError } from "../../../shared/ui/toast";
import { useCreateOrder } from "../api/create-order";
import { type CreateOrderInput, requestFingerprint } from "../lib/order-request";
import { placementThrottle, placeOrder } from "../lib/place-order";
import { cartStore } from "../stores/cart-store";

/**
 * Order placement of the checkout: loading, then success (the order) or failure (the message, also shown as a
 * toast). The new order is in the cache before `onPlaced` runs (it navigates to the payment page). The cart stays,
 * waiting for the order's payment: Back from the payment page finds it whole, and it starts again once paid. A round
 * on a table's tab waits for no payment: the cart empties once it is placed. A second submit while this one runs is
 * the checkout form's to refuse (it is submitting); the start throttle (spec §9) spaces attempts.
 */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const { mutateAsync: createOrder, isPending: placing } = useCreateOrder();
  const [error, setError] = useState<{ message: string; code: RefusalCode | null } | null>(null);

  async function place(request: CreateOrderInput) {
    setError(null);
    const outcome = await placeOrder(request, {
      throttle: placementThrottle,
      send: createOrder,
      notifyError,
      // The restaurant's menus: their stock changed.
      refreshMenu: (locationId) => invalidateMenuQueries(queryClient, locationId),
    });
    if (outcome.status === "throttled") {
      notify(MESSAGES.startThrottled);
    } else if (outcome.status === "failed") {
      setError({ message: outcome.message, code: outcome.code ?? null });
    } else if (outcome.order.tab) {
      // A round on a table's tab is paid with the whole bill, at the end: the cart starts again at once.
      onPlaced(outcome.order);
      cartStore.getState().orderPlaced();
    } else {
      const { orderId, merchantType, locationSlug, tableId } = outcome.order;
      cartStore.getState().awaitPayment({ orderId, merchantType, locationSlug, tableId, fingerprint: requestFingerprint(request) });
      onPlaced(outcome.order);
    }
  }

  return { place, placing, error: error?.message ?? null, errorCode: error?.code ?? null };
}
