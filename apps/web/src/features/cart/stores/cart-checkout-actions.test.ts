import type { TotalsAnswer } from "@forkful/contracts/orders";
import { splitMobile } from "@forkful/contracts/phone";
import { describe, expect, it } from "vitest";
import { burger, hudson } from "../../../shared/testing/cart-lines";
import { createCartStore } from "./cart-store";

const make = () => {
  const store = createCartStore({ storage: null, currentPath: () => "/restaurant/hudson/checkOut" });
  store.getState().addItem(burger(), hudson);
  return store;
};
const diner = { name: "Ada Lovelace", mobilePhone: "+14155550100", email: "ada@example.com", guestUser: null };
const totals = (walletBalance: number, total: number) =>
  ({ walletBalance, totals: { total, walletRedeemed: 0 } }) as unknown as TotalsAnswer;

describe("the checkout's reconciling actions", () => {
  it("prefills who the order is for from the session, never over what the diner typed", () => {
    expect(splitMobile("+14155550100")).toEqual({ countryCode: "+1", phone: "4155550100" });
    const store = make();
    store.getState().setGuestDetails({ fullName: "Typed Name" });
    store.getState().prefillDiner(diner, "+1");
    expect(store.getState()).toMatchObject({
      cartInitialized: true,
      fullName: "Typed Name",
      phone: "4155550100",
      email: "ada@example.com",
    });
  });

  it("chooses the first slot when ASAP is not possible, and leaves a chosen time alone", () => {
    const store = make();
    const first = { startsAt: "2026-11-23T16:00:00.000Z", label: "11:00 AM", date: "2026-11-23" };
    store.getState().requireScheduledTime({ asapAvailable: true, slots: [first] });
    expect(store.getState().orderTimeASAP).toBe(true);
    store.getState().requireScheduledTime({ asapAvailable: false, slots: [first] });
    expect(store.getState()).toMatchObject({ orderTimeASAP: false, selectedTimeSlot: first });
  });

  it("fits the wallet to the balance and the total, and drops it when signed out", () => {
    const store = make();
    store.getState().setWallet(true, 5000);
    store.getState().fitWallet(true, totals(3000, 2000));
    expect(store.getState()).toMatchObject({ availWalletAmount: true, redeemedWalletAmt: 2000 });
    store.getState().fitWallet(true, totals(0, 2000));
    expect(store.getState()).toMatchObject({ availWalletAmount: false, redeemedWalletAmt: 0 });
    store.getState().setWallet(true, 100);
    store.getState().fitWallet(false, null);
    expect(store.getState().availWalletAmount).toBe(false);
  });

  it("makes a cart at a table a dine-in at that table", () => {
    const store = make();
    store.getState().seatAtTable("12", hudson.locationId, 7);
    expect(store.getState()).toMatchObject({ tableId: "12", tableFromLink: true, currentOrderType: "dinein", orderTypeId: 7 });
  });
});
