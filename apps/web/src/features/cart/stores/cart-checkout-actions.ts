/**
 * The checkout's choices on the cart: order type, time, instructions, tip, who and where, wallet and the attempt's
 * idempotency key, and how they follow the session, the restaurant's slots and the server's totals.
 */
import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { type CountryCode, splitMobile } from "@forkful/contracts/phone";
import { newUuid } from "../../../shared/lib/uuid";
import type { CartCheckoutActions, DinerDetails, GetCart, SetCart } from "./cart-actions";

/** A custom tip typed in major units ("2.5") as a FLATFEE in minor units. */
function customTipFields(text: string): { tipValue: number; isAppliedTip: boolean } {
  const major = Number.parseFloat(text.replace(",", "."));
  const minor = Number.isFinite(major) && major > 0 ? Math.round(major * 100) : 0;
  return { tipValue: minor, isAppliedTip: minor > 0 };
}

/** What the session adds to the cart's details: only fields the diner has not typed. */
function prefillFields(cart: ReturnType<GetCart>, { name, mobilePhone, email, guestUser }: DinerDetails, local: CountryCode) {
  const mobile = splitMobile(mobilePhone ?? guestUser?.mobile);
  return {
    ...(!cart.phone && !mobile ? { countryCode: local } : {}),
    ...(!cart.fullName && (name || guestUser?.fullName) ? { fullName: name || guestUser?.fullName || "" } : {}),
    ...(!cart.phone && mobile ? mobile : {}),
    ...(!cart.email && (email || guestUser?.email) ? { email: email ?? guestUser?.email ?? "" } : {}),
  };
}

export function checkoutActions(set: SetCart, get: GetCart): CartCheckoutActions {
  return {
    setOrderType: (menuType, orderTypeId) =>
      set({ currentOrderType: menuType, orderTypeId, selectedTimeSlot: null, isScheduleOrder: false, pickUpDate: null, pickUpTime: null }),
    setAsap: () =>
      set({ orderTimeASAP: true, isScheduleOrder: false, selectedTimeSlot: null, selectedDate: null, pickUpDate: null, pickUpTime: null }),
    setPickupTime: (slot) =>
      set({
        orderTimeASAP: false,
        isScheduleOrder: true,
        selectedTimeSlot: slot,
        selectedDate: slot.date,
        ...(get().currentOrderType === "delivery"
          ? { deliveryDate: slot.date, deliveryTime: slot.startsAt }
          : { pickUpDate: slot.date, pickUpTime: slot.startsAt }),
      }),
    setEventSlot: (slotId) => {
      const slot = get().eventSlots.find((s) => s.id === slotId) ?? null;
      set({ eventSlot: slot, orderTimeASAP: false, isScheduleOrder: slot !== null, selectedDate: get().eventDate });
    },
    setOrderInstruction: (text) => set({ orderInstruction: text.slice(0, NOTE_LIMITS.orderNote) }),
    setDeliveryInstruction: (text) => set({ deliveryInstruction: text.slice(0, NOTE_LIMITS.orderNote) }),

    noTip: () => set({ tipValue: 0, tipType: "FLATFEE", isAppliedTip: false, customTip: false, customTipValue: "" }),
    setPercentTip: (percent) => set({ tipValue: percent, tipType: "PERCENTAGE", isAppliedTip: percent > 0, customTip: false }),
    setCustomTip: (on) =>
      set(on ? { customTip: true, tipType: "FLATFEE", ...customTipFields(get().customTipValue) } : { customTip: false }),
    setCustomTipValue: (text) => set({ customTipValue: text, tipType: "FLATFEE", customTip: true, ...customTipFields(text) }),

    setGuestDetails: (details) => set(details),
    setAddress: (address) => set(address),
    setTable: (tableId, fromLink = false) => set({ tableId: tableId?.trim() || null, tableFromLink: fromLink && Boolean(tableId) }),
    setTotals: (totals) => set({ totals }),
    setWallet: (on, amount) =>
      set({ availWalletAmount: on, redeemedWalletAmt: on ? Math.max(0, Math.round(amount ?? get().redeemedWalletAmt)) : 0 }),

    ensureIdempotencyKey() {
      const existing = get().idempotencyKey;
      if (existing) return existing;
      const key = newUuid();
      set({ idempotencyKey: key });
      return key;
    },

    prefillDiner(diner, local) {
      get().initCart();
      get().setGuestDetails(prefillFields(get(), diner, local));
    },

    requireScheduledTime({ asapAvailable, slots }) {
      const cart = get();
      if (asapAvailable || !cart.orderTimeASAP || cart.isEventDate) return;
      const first = slots[0];
      if (first) cart.setPickupTime(first);
    },

    fitWallet(signedIn, totals) {
      const cart = get();
      if (!cart.availWalletAmount) return;
      if (!signedIn) return cart.setWallet(false);
      if (!totals) return;
      const balance = totals.walletBalance ?? 0;
      const max = Math.min(balance, totals.totals.total + totals.totals.walletRedeemed);
      if (balance <= 0) cart.setWallet(false);
      else if (cart.redeemedWalletAmt > max) cart.setWallet(true, max);
    },
  };
}
