import { COUPON_SUCCESS } from "@forkful/contracts/coupons";
import type { Order } from "@forkful/contracts/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { useCurrentRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { useSession } from "../../../shared/hooks/use-session";
import { focusFirstInvalid } from "../../../shared/lib/focus-first-invalid";
import { deliveryAddressCheckQueryOptions, useDeliveryAddressCheck } from "../api/check-delivery-address";
import { useSlots } from "../api/get-slots";
import { deliversText, deliveryVerdictView, verdictBlocks } from "../lib/delivery-verdict";
import { type CreateOrderInput, createOrderRequestOf, isTableRound, requestFingerprint } from "../lib/order-request";
import type { AwaitingPayment } from "../stores/cart-state";
import { cartStore, useCart } from "../stores/cart-store";
import type { CheckoutCart, CheckoutValues } from "../stores/checkout-values";
import { useCartTotals } from "./use-cart-totals";
import { useCheckoutForm } from "./use-checkout-form";
import { usePlaceOrder } from "./use-place-order";

export interface ResumeHandlers {
  /** The unchanged cart was already placed as `order`: open its payment (true), or say it cannot be paid (false). */
  resume?: (order: AwaitingPayment) => Promise<boolean>;
  /** The cart changed after it was placed as `order`: that order will not be paid. */
  onSuperseded?: (order: AwaitingPayment) => void;
}

/** Until the attempt's key is made (when the order is sent), the request is checked with a placeholder. */
const NO_KEY_YET = "00000000-0000-4000-8000-000000000000";

/**
 * The checkout of the current restaurant's cart: the cart, its totals and slots, the checkout form and its errors
 * (once the diner tried to continue), and `submit`, which places the order (then `onPlaced`), or, when this same cart
 * was already placed and waits for its payment, resumes that order instead of placing another. The form being sent
 * is the one guard against a second submit.
 */
export function useCheckout(onPlaced?: (order: Order) => void, { resume, onSuperseded }: ResumeHandlers = {}) {
  const restaurant = useCurrentRestaurant();
  const session = useSession();
  const state = useCart(useShallow((s) => s));
  const ours = state.locationId === restaurant.id && state.items.length > 0;
  const totals = useCartTotals();
  const round = isTableRound(state);
  const slots = useSlots(ours && !state.isEventDate && !round ? { locationId: restaurant.id, orderType: state.currentOrderType } : null);
  const { place, placing, error: placementError, errorCode: placementCode } = usePlaceOrder((order) => onPlaced?.(order));

  // The typed coupon goes with the order only once the totals showed it applies (a refused one would stop the order).
  const coupon = totals.totals?.coupon;
  const couponCode = coupon?.responseCode === COUPON_SUCCESS && !round ? coupon.couponCode : undefined;
  const tableToken = useTableToken(state.tableId);
  const key = state.idempotencyKey ?? NO_KEY_YET;
  const requestOf = useCallback(
    (cart: CheckoutCart): CreateOrderInput => ({
      ...createOrderRequestOf(cart, { idempotencyKey: key, customerId: session.customerId, tableToken }),
      ...(couponCode ? { couponCode } : {}),
    }),
    [key, session.customerId, tableToken, couponCode],
  );
  const checkout = useCheckoutForm({
    cart: state,
    session,
    restaurant,
    slots: slots.data,
    freshTotals: totals.fresh ? totals.totals : null,
    requestOf,
  });
  const pin = state.currentOrderType === "delivery" && state.locationId === restaurant.id ? checkout.values.locationDetails : null;
  const delivery = useDeliveryVerdict(pin, totals.totals?.totals.subtotal);
  // The restaurant's refusal of the chosen address is the pin's problem.
  const refusal = delivery.verdict.kind === "refused" ? delivery.verdict.text : null;
  checkout.context.deliveryRefusal = refusal;
  // Once sent, the errors follow every change (an answer, the cart, the verdict) until the diner sends it again.
  const { form, values } = checkout;
  const { isSubmitted } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each of these changes what the form's schema says
  useEffect(() => {
    if (isSubmitted) void form.trigger();
  }, [form, isSubmitted, values, state, refusal]);

  const continueToPayment = async (answers: CheckoutValues) => {
    const request = requestOf({ ...cartStore.getState(), ...answers });
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
  // Once the errors show: the first invalid field (or the control its alert describes) takes the focus.
  const submit = checkout.form.handleSubmit(continueToPayment, () => requestAnimationFrame(() => focusFirstInvalid()));

  return {
    state,
    values: checkout.values,
    form: checkout.form,
    ours,
    round,
    totals,
    slots,
    placing,
    submitting: checkout.form.formState.isSubmitting,
    placementError,
    placementCode,
    shown: checkout.errors,
    submit,
    delivery,
  };
}

/**
 * The chosen delivery address checked with the restaurant (distance, area, fee, minimum) as soon as it is chosen;
 * `blocks` keeps Place order off until the verdict is in and the address is one the restaurant delivers to.
 */
function useDeliveryVerdict(pin: { lat: number; lng: number } | null, subtotal: number | undefined) {
  const { id, country, currency, branchName } = useCurrentRestaurant();
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
