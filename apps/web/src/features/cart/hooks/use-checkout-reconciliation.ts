import type { SlotsAnswer } from "@forkful/contracts/cart-checks";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import type { CountryCode } from "@forkful/contracts/phone";
import { useEffect } from "react";
import type { Session } from "../../../shared/hooks/use-session";
import { cartStore } from "../stores/cart-store";

export interface CheckoutReconciliationInput {
  session: Session;
  restaurant: Pick<RestaurantDetail, "currency">;
  /** The restaurant's slots for the order type, once known. */
  slots: SlotsAnswer | undefined;
  /** The server's totals of the cart as it is now (null while a change is priced). */
  freshTotals: TotalsAnswer | null;
}

/**
 * Keeps the checkout's cart in step with what it depends on, through the cart store's actions: who the order is for
 * (from the session, where the diner typed nothing), a time when ASAP is not possible, and a wallet amount that fits
 * the balance and the total (none when signed out).
 */
export function useCheckoutReconciliation({ session, restaurant, slots, freshTotals }: CheckoutReconciliationInput) {
  const { name, mobilePhone, email, guestUser } = session;
  const local: CountryCode = restaurant.currency === "INR" ? "+91" : "+1";
  useEffect(() => {
    cartStore.getState().prefillDiner({ name, mobilePhone, email, guestUser }, local);
  }, [name, mobilePhone, email, guestUser, local]);

  useEffect(() => {
    if (slots) cartStore.getState().requireScheduledTime(slots);
  }, [slots]);

  const signedIn = session.kind === "signedIn";
  useEffect(() => {
    cartStore.getState().fitWallet(signedIn, freshTotals);
  }, [signedIn, freshTotals]);
}
