import { COUPON_SUCCESS } from "@forkful/contracts/coupons";
import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCurrentRestaurant } from "../../../shared/hooks/use-current-restaurant";
import { useSession } from "../../../shared/hooks/use-session";
import { useTableToken } from "../../../shared/hooks/use-table-token";
import { focusFirstInvalid } from "../../../shared/lib/focus-first-invalid";
import { deliveryAddressCheckQueryOptions, useDeliveryAddressCheck } from "../api/check-delivery-address";
import { useSlots } from "../api/get-slots";
import { deliversText, deliveryVerdictView, verdictBlocks } from "../lib/delivery-verdict";
import { checkoutErrors, createOrderRequestOf, isTableRound, requestFingerprint } from "../lib/order-request";
import type { AwaitingPayment, CartState } from "../stores/cart-state";
import { cartStore, useCart } from "../stores/cart-store";
import { useCartTotals } from "./use-cart-totals";
import { useCheckoutReconciliation } from "./use-checkout-reconciliation";
import { usePlaceOrder } from "./use-place-order";

export interface ResumeHandlers {
  /** The unchanged cart was already placed as `order`: open its payment (true), or say it cannot be paid (false). */
  resume?: (order: AwaitingPayment) => Promise<boolean>;
  /** The cart changed after it was placed as `order`: that order will not be paid. */
  onSuperseded?: (order: AwaitingPayment) => void;
}

/**
 * The checkout of the current restaurant's cart: the cart, its totals and slots, the errors to show once the diner
 * tried to continue, and `submit`, which places the order (then `onPlaced`), or, when this same cart was already
 * placed and waits for its payment, resumes that order instead of placing another.
 */
export function useCheckout(onPlaced?: (order: Order) => void, { resume, onSuperseded }: ResumeHandlers = {}) {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const state = useCart(useShallow((s) => s));
  const ours = state.locationId === restaurant.id && state.items.length > 0;
  const [submitted, setSubmitted] = useState(false);
  const totals = useCartTotals();
  const round = isTableRound(state);
  const slots = useSlots(ours && !state.isEventDate && !round ? { locationId: restaurant.id, orderType: state.currentOrderType } : null);
  // The typed coupon stays while the order waits for its payment (Back finds the same checkout); paid, the app forgets it.
  const { place, placing, error: placementError, errorCode: placementCode } = usePlaceOrder((order) => onPlaced?.(order));
  useCheckoutReconciliation({ session, restaurant, slots: slots.data, freshTotals: totals.fresh ? totals.totals : null });

  const key = state.idempotencyKey ?? "00000000-0000-4000-8000-000000000000";
  // The typed coupon goes with the order only once the totals showed it applies (a refused one would stop the order).
  const coupon = totals.totals?.coupon;
  const couponCode = coupon?.responseCode === COUPON_SUCCESS && !round ? coupon.couponCode : undefined;
  const tableToken = useTableToken(state.tableId);
  const request = useMemo(
    () => ({
      ...createOrderRequestOf(state, { idempotencyKey: key, customerId: session.customerId, tableToken }),
      ...(couponCode ? { couponCode } : {}),
    }),
    [state, key, session.customerId, tableToken, couponCode],
  );
  const delivery = useDeliveryVerdict(state, totals.totals?.totals.subtotal);
  const errors = useMemo(() => {
    const found = checkoutErrors(state, request);
    return delivery.verdict.kind === "refused" && !found.location ? { ...found, location: delivery.verdict.text } : found;
  }, [state, request, delivery.verdict]);
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      // Once the errors show: the first invalid field (or the control its alert describes) takes the focus.
      requestAnimationFrame(() => focusFirstInvalid());
      return;
    }
    void continueToPayment();
  };
  const continueToPayment = async () => {
    const fingerprint = requestFingerprint(request);
    const waiting = cartStore.getState().awaitingPayment;
    if (waiting && waiting.fingerprint === fingerprint) {
      if (resume && (await resume(waiting))) return;
      // That order can no longer be paid (released, cancelled): this cart is placed again, as a new order.
      if (resume) cartStore.getState().orderDropped(waiting.orderId);
    } else if (waiting) {
      onSuperseded?.(waiting);
      cartStore.getState().orderDropped(waiting.orderId);
    }
    const idempotencyKey = cartStore.getState().ensureIdempotencyKey();
    await place({ ...request, idempotencyKey });
  };

  return { state, ours, round, totals, slots, placing, placementError, placementCode, shown: submitted ? errors : {}, submit, delivery };
}

/**
 * The chosen delivery address checked with the restaurant (distance, area, fee, minimum) as soon as it is chosen;
 * `blocks` keeps Place order off until the verdict is in and the address is one the restaurant delivers to.
 */
function useDeliveryVerdict(state: CartState, subtotal: number | undefined) {
  const { id, country, currency, branchName } = useCurrentRestaurant();
  const pin = state.currentOrderType === "delivery" && state.locationId === id ? state.locationDetails : null;
  const priced = useMemo(() => (subtotal === undefined ? {} : { subtotal }), [subtotal]);
  const check = useDeliveryAddressCheck(pin ? { locationId: id, lat: pin.lat, lng: pin.lng, ...priced } : null);
  const context = useMemo(() => ({ country, currency, branchName }), [country, currency, branchName]);
  const verdict = pin
    ? deliveryVerdictView({ answer: check.data, stale: check.isPlaceholderData, failed: check.isError }, context)
    : ({ kind: "none" } as const);
  // A pin in the address form, asked the same question before it is chosen (the answer is then already known here).
  const queryClient = useQueryClient();
  const checkPin = useCallback(
    async (point: { lat: number; lng: number }) => {
      const options = deliveryAddressCheckQueryOptions({ locationId: id, ...point, ...priced });
      const view = deliveryVerdictView({ answer: await queryClient.fetchQuery(options), stale: false, failed: false }, context);
      if (view.kind === "delivers") return { delivers: true, text: deliversText(view) };
      if (view.kind === "refused") return { delivers: false, text: view.text };
      throw new Error("The delivery check answered no verdict");
    },
    [queryClient, id, priced, context],
  );
  const areaCheck = useMemo(() => ({ scope: `${id}:${subtotal ?? ""}`, check: checkPin }), [id, subtotal, checkPin]);
  return { verdict, blocks: verdictBlocks(verdict), areaCheck };
}

export type Checkout = ReturnType<typeof useCheckout>;
