import type { TotalsAnswer } from "@forkful/contracts/orders";
import { splitMobile } from "@forkful/contracts/phone";
import { describe, expect, it } from "vitest";
import { burger, hudson } from "../../../shared/testing/cart-lines";
import { createCartStore } from "../stores/cart-store";
import { type CheckoutValues, initialCheckoutValues } from "../stores/checkout-values";
import { fittedWallet, prefilledDiner, scheduledWhenClosed } from "./checkout-reconcile";

const make = () => {
  const store = createCartStore({ storage: null, currentPath: () => "/restaurant/hudson/checkOut" });
  store.getState().addItem(burger(), hudson);
  return store;
};
const diner = { name: "Ada Lovelace", mobilePhone: "+14155550100", email: "ada@example.com", guestUser: null };
const totals = (walletBalance: number, total: number) =>
  ({ walletBalance, totals: { total, walletRedeemed: 0 } }) as unknown as TotalsAnswer;
const answers = (changes: Partial<CheckoutValues> = {}) => ({ ...initialCheckoutValues(), ...changes });

describe("the checkout's reconciling answers", () => {
  it("prefills who the order is for from the session, never over what the diner typed", () => {
    expect(splitMobile("+14155550100")).toEqual({ countryCode: "+1", phone: "4155550100" });
    const typed = answers({ fullName: "Typed Name" });
    expect({ ...typed, ...prefilledDiner(typed, diner, "+1") }).toMatchObject({
      fullName: "Typed Name",
      phone: "4155550100",
      email: "ada@example.com",
    });
  });

  it("chooses the first slot when ASAP is not possible, and leaves a chosen time alone", () => {
    const first = { startsAt: "2026-11-23T16:00:00.000Z", label: "11:00 AM", date: "2026-11-23" };
    expect(scheduledWhenClosed(answers(), { asapAvailable: true, slots: [first] }, false)).toEqual({});
    expect(scheduledWhenClosed(answers(), { asapAvailable: false, slots: [first] }, false)).toMatchObject({
      orderTimeASAP: false,
      selectedTimeSlot: first,
    });
    const chosen = answers({ orderTimeASAP: false, selectedTimeSlot: { ...first, startsAt: "2026-11-23T17:00:00.000Z" } });
    expect(scheduledWhenClosed(chosen, { asapAvailable: false, slots: [first] }, false)).toEqual({});
  });

  it("fits the wallet to the balance and the total, and drops it when signed out", () => {
    let wallet = answers({ availWalletAmount: true, redeemedWalletAmt: 5000 });
    wallet = { ...wallet, ...fittedWallet(wallet, true, totals(3000, 2000)) };
    expect(wallet).toMatchObject({ availWalletAmount: true, redeemedWalletAmt: 2000 });
    wallet = { ...wallet, ...fittedWallet(wallet, true, totals(0, 2000)) };
    expect(wallet).toMatchObject({ availWalletAmount: false, redeemedWalletAmt: 0 });
    wallet = answers({ availWalletAmount: true, redeemedWalletAmt: 100 });
    expect({ ...wallet, ...fittedWallet(wallet, false, null) }.availWalletAmount).toBe(false);
  });

  it("makes a cart at a table a dine-in at that table", () => {
    const store = make();
    store.getState().seatAtTable("12", hudson.locationId, 7);
    expect(store.getState()).toMatchObject({ tableId: "12", tableFromLink: true, currentOrderType: "dinein", orderTypeId: 7 });
  });
});
