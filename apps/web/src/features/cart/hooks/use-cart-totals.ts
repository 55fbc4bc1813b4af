import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { errorStatus } from "../../../shared/api/api-client";
import { useTotals } from "../api/get-totals";
import { isTableRound, totalsRequestOf } from "../lib/order-request";
import { useCart } from "../stores/cart-store";
import { useCheckoutCouponCode } from "../stores/checkout-coupon-store";
import { useCheckoutDraft } from "../stores/checkout-draft";

/**
 * The server's totals of the cart as it is now, with the checkout's answers that price it (the wallet, a delivery's
 * pin, the typed coupon): a change prices it again. The answer stays in the totals query; nothing copies it.
 */
export function useCartTotals() {
  const cart = useCart(
    useShallow((s) => ({ locationId: s.locationId, items: s.items, currentOrderType: s.currentOrderType, cartId: s.cartId })),
  );
  const { availWalletAmount, redeemedWalletAmt, locationDetails } = useCheckoutDraft(cart);
  const couponCode = useCheckoutCouponCode(cart.locationId);
  const request = useMemo(() => {
    const priced = totalsRequestOf({ ...cart, availWalletAmount, redeemedWalletAmt, locationDetails });
    // A round at a table takes no coupon: the whole bill does, when it is paid.
    return priced && couponCode && !isTableRound(cart) ? { ...priced, couponCode } : priced;
  }, [cart, availWalletAmount, redeemedWalletAmt, locationDetails, couponCode]);
  const query = useTotals(request);

  return {
    request,
    totals: query.data ?? null,
    pricing: query.isFetching,
    /** The answer is of the cart as it is now (not the previous one kept on screen). */
    fresh: query.isSuccess && !query.isPlaceholderData,
    /** The server refused the cart as it is (sold out, too many, a choice missing): its message. */
    error: query.isError ? query.error.message : null,
    errorStatus: query.isError ? errorStatus(query.error) : null,
    refetch: () => query.refetch(),
  };
}
