/**
 * The coupon typed at checkout, before the order exists: client state only (the server judges it with the totals and
 * redeems it with the order). Kept for one restaurant; a placed order or another restaurant's cart forgets it.
 */
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

export interface CheckoutCouponState {
  locationId: number | null;
  couponCode: string | null;
  choose: (locationId: number, couponCode: string) => void;
  remove: () => void;
}

export const checkoutCouponStore = createStore<CheckoutCouponState>()((set) => ({
  locationId: null,
  couponCode: null,
  choose: (locationId, couponCode) => set({ locationId, couponCode }),
  remove: () => set({ locationId: null, couponCode: null }),
}));

/** The coupon typed for this restaurant's cart, if any. */
export function useCheckoutCouponCode(locationId: number | null): string | null {
  return useStore(checkoutCouponStore, (s) => (s.locationId !== null && s.locationId === locationId ? s.couponCode : null));
}
