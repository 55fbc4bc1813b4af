import { DEFAULTS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { burger, hudson } from "../../../shared/testing/cart-lines";
import { createCartStore } from "./cart-store";
import { createCheckoutDraftStore, draftOf } from "./checkout-draft";
import { initialCheckoutValues } from "./checkout-values";

let path = "/restaurant/hudson-slice-co-west-village/checkOut";
const makeCart = () => createCartStore({ storage: window.localStorage, currentPath: () => path });
const makeDraft = () => createCheckoutDraftStore(window.sessionStorage);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  path = "/restaurant/hudson-slice-co-west-village/checkOut";
});

describe("the checkout's draft of a cart", () => {
  it("starts with the defaults of spec §3 and §9: ASAP, no notes, no wallet", () => {
    expect(initialCheckoutValues()).toMatchObject({
      orderTimeASAP: true,
      selectedTimeSlot: null,
      eventSlotId: null,
      orderInstruction: "",
      deliveryInstruction: "",
      countryCode: DEFAULTS.countryCode,
      availWalletAmount: false,
      redeemedWalletAmt: 0,
    });
  });

  it("is kept in session storage under its one key, and a reload finds it with its cart", () => {
    const cart = makeCart();
    cart.getState().addItem(burger(), hudson);
    makeDraft()
      .getState()
      .save(cart.getState(), { ...initialCheckoutValues(), orderInstruction: "Ring the bell" });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)!).state.values.orderInstruction).toBe("Ring the bell");
    expect(draftOf(makeDraft().getState(), makeCart().getState()).orderInstruction).toBe("Ring the bell");
  });

  it("survives a stored draft it cannot read", () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({ state: { cartId: 3, values: { orderTimeASAP: "no" } }, version: 1 }),
    );
    expect(makeDraft().getState()).toMatchObject({ cartId: null, orderType: null, values: initialCheckoutValues() });
    window.sessionStorage.setItem(STORAGE_KEYS.checkoutDraft, "{not json");
    expect(makeDraft().getState().values).toEqual(initialCheckoutValues());
  });

  it("keeps only the diner's details when the cart starts again (placed, emptied, cleared, another restaurant)", () => {
    const cart = makeCart();
    const draft = makeDraft();
    cart.getState().initCart();
    cart.getState().addItem(burger(), hudson);
    const typed = { ...initialCheckoutValues(), fullName: "Ada Lovelace", phone: "2125550100", orderInstruction: "Extra napkins" };
    const address = { addressLine1: "1 Main St", deliveryInstruction: "Gate code 12", locationDetails: { lat: 40.7, lng: -74 } };
    draft.getState().save(cart.getState(), { ...typed, ...address });
    expect(draftOf(draft.getState(), cart.getState())).toMatchObject(address);
    cart.getState().orderPlaced();
    expect(draftOf(draft.getState(), cart.getState())).toMatchObject({
      fullName: "Ada Lovelace",
      phone: "2125550100",
      orderInstruction: "",
      addressLine1: "",
      deliveryInstruction: "",
      locationDetails: null,
    });
    cart.getState().addItem(burger(), hudson);
    draft.getState().save(cart.getState(), { ...typed, ...address });
    cart.getState().decrement(cart.getState().items[0]!.lineId);
    expect(draftOf(draft.getState(), cart.getState())).toMatchObject({ fullName: "Ada Lovelace", addressLine1: "" });
  });

  it("forgets a time chosen for another order type (changed on the cart page), and nothing else", () => {
    const cart = makeCart();
    const draft = makeDraft();
    cart.getState().addItem(burger(), hudson);
    const slot = { startsAt: "2026-11-23T16:00:00.000Z", label: "Mon, Nov 23, 11:00 AM", date: "2026-11-23" };
    draft.getState().save(cart.getState(), { ...initialCheckoutValues(), orderTimeASAP: false, selectedTimeSlot: slot, fullName: "Ada" });
    expect(draftOf(draft.getState(), cart.getState())).toMatchObject({ orderTimeASAP: false, selectedTimeSlot: slot });
    cart.getState().setOrderType("delivery", 2);
    expect(draftOf(draft.getState(), cart.getState())).toMatchObject({ orderTimeASAP: false, selectedTimeSlot: null, fullName: "Ada" });
  });
});
