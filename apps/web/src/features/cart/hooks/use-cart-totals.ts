import { useEffect, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { errorStatus } from "../../../shared/api/api-client";
import { useTotals } from "../api/get-totals";
import { isTableRound, totalsRequestOf } from "../lib/order-request";
import { cartStore, useCart } from "../stores/cart-store";
import { useCheckoutCouponCode } from "../stores/checkout-coupon-store";

/** The server's totals of the cart as it is now; a change (quantity, order type, tip, a delivery's pin) prices it again. */
export function useCartTotals() {
  const inputs = useCart(
    useShallow((s) => ({
      locationId: s.locationId,
      items: s.items,
      currentOrderType: s.currentOrderType,
      tipType: s.tipType,
      tipValue: s.tipValue,
      isAppliedTip: s.isAppliedTip,
      availWalletAmount: s.availWalletAmount,
      redeemedWalletAmt: s.redeemedWalletAmt,
      locationDetails: s.locationDetails,
    })),
  );
  const couponCode = useCheckoutCouponCode(inputs.locationId);
  const request = useMemo(() => {
    const cart = totalsRequestOf({ ...cartStore.getState(), ...inputs });
    // A round at a table takes no coupon: the whole bill does, when it is paid.
    return cart && couponCode && !isTableRound(inputs) ? { ...cart, couponCode } : cart;
  }, [inputs, couponCode]);
  const query = useTotals(request);
  const fresh = query.isSuccess && !query.isPlaceholderData;

  useEffect(() => {
    if (fresh) cartStore.getState().setTotals(query.data.totals);
  }, [fresh, query.data]);

  const error = query.isError ? query.error.message : null;
  return {
    request,
    totals: query.data ?? null,
    pricing: query.isFetching,
    /** The answer is of the cart as it is now (not the previous one kept on screen). */
    fresh,
    /** The server refused the cart as it is (sold out, too many, a choice missing): its message. */
    error,
    errorStatus: query.isError ? errorStatus(query.error) : null,
    refetch: () => query.refetch(),
  };
}
