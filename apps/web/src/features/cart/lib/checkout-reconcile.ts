/**
 * How the checkout's answers follow what they depend on: who the order is for (from the session, where the diner
 * typed nothing), a time when ASAP is not possible, and a wallet amount that fits the balance and the total (none when
 * signed out). Each gives the answers to change, or nothing.
 */
import type { TotalsAnswer } from "@forkful/contracts/orders";
import { type CountryCode, splitMobile } from "@forkful/contracts/phone";
import type { Session } from "../../../shared/hooks/use-session";
import type { TimeSlot } from "../stores/cart-state";
import type { CheckoutValues } from "../stores/checkout-values";

/** Who is signed in (or the guest's details): what the checkout prefills. */
export type DinerDetails = Pick<Session, "name" | "mobilePhone" | "email" | "guestUser">;

/** What the session adds to the answers: only fields the diner has not typed (`local`: the restaurant's country code). */
export function prefilledDiner(values: CheckoutValues, { name, mobilePhone, email, guestUser }: DinerDetails, local: CountryCode) {
  const mobile = splitMobile(mobilePhone ?? guestUser?.mobile);
  return {
    ...(!values.phone && !mobile ? { countryCode: local } : {}),
    ...(!values.fullName && (name || guestUser?.fullName) ? { fullName: name || guestUser?.fullName || "" } : {}),
    ...(!values.phone && mobile ? mobile : {}),
    ...(!values.email && (email || guestUser?.email) ? { email: email ?? guestUser?.email ?? "" } : {}),
  } satisfies Partial<CheckoutValues>;
}

/** ASAP is not possible (closed, past the cut-off): the first slot is chosen, unless a time already is. */
export function scheduledWhenClosed(
  values: CheckoutValues,
  { asapAvailable, slots }: { asapAvailable: boolean; slots: TimeSlot[] },
  eventOrder: boolean,
): Partial<CheckoutValues> {
  const first = slots[0];
  if (asapAvailable || !values.orderTimeASAP || eventOrder || !first) return {};
  return { orderTimeASAP: false, selectedTimeSlot: first };
}

/** The wallet pays at most its balance and the total; signed out (no usable balance) it is not used. */
export function fittedWallet(values: CheckoutValues, signedIn: boolean, totals: TotalsAnswer | null): Partial<CheckoutValues> {
  const off = { availWalletAmount: false, redeemedWalletAmt: 0 };
  if (!values.availWalletAmount) return {};
  if (!signedIn) return off;
  if (!totals) return {};
  const balance = totals.walletBalance ?? 0;
  const max = Math.min(balance, totals.totals.total + totals.totals.walletRedeemed);
  if (balance <= 0) return off;
  return values.redeemedWalletAmt > max ? { redeemedWalletAmt: Math.max(0, Math.round(max)) } : {};
}
