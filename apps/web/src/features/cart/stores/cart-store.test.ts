import { DEFAULTS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { burger, cookie, hudson, option } from "../../../shared/testing/cart-lines";
import { createCartStore, followCartInOtherTabs } from "./cart-store";

let storage: Storage;
let path = "/restaurant/hudson-slice-co-west-village/cart";
const make = () => createCartStore({ storage, currentPath: () => path });

beforeEach(() => {
  window.localStorage.clear();
  storage = window.localStorage;
  path = "/restaurant/hudson-slice-co-west-village/cart";
});

const bacon = option(3, "Bacon", 150);

describe("cart store", () => {
  it("starts with the defaults of spec §3 and §9", () => {
    const s = make().getState();
    expect(s).toMatchObject({
      items: [],
      tipValue: 0,
      tipType: "FLATFEE",
      isAppliedTip: false,
      orderTimeASAP: true,
      isEventDate: false,
      eventDate: null,
      eventSlot: null,
      selectedDate: null,
      isScheduleOrder: false,
      selectedTimeSlot: null,
      orderInstruction: "",
      deliveryInstruction: "",
      customTip: false,
      customTipValue: "",
      runningCart: false,
      currentOrderType: DEFAULTS.orderType,
      callWaiter: DEFAULTS.callWaiter,
      cartInitialized: false,
      idempotencyKey: null,
    });
  });

  it("is initialised once", () => {
    const store = make();
    store.getState().initCart();
    expect(store.getState().cartInitialized).toBe(true);
    const before = store.getState();
    store.getState().initCart();
    expect(store.getState()).toBe(before);
  });

  it("keeps the guest cart in local storage under its one key and reads it back", () => {
    const store = make();
    store.getState().addItem(burger([bacon]), hudson);
    store.getState().setOrderInstruction("Ring the bell");
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.guestCart)!).state.items).toHaveLength(1);
    const again = make().getState();
    expect(again.items[0]).toMatchObject({ itemName: "Smash Burger", quantity: 1, price: 1350 });
    expect(again.locationId).toBe(hudson.locationId);
    expect(again.orderInstruction).toBe("Ring the bell");
  });

  it("survives a stored cart it cannot read", () => {
    storage.setItem(STORAGE_KEYS.guestCart, JSON.stringify({ state: { items: [{ itemId: "x" }], tipValue: "lots" }, version: 1 }));
    const s = make().getState();
    expect(s.items).toEqual([]);
    expect(s.tipValue).toBe(0);
    storage.setItem(STORAGE_KEYS.guestCart, "{not json");
    expect(make().getState().items).toEqual([]);
  });

  it("belongs to one restaurant: adding from another asks first, and a new cart replaces it", () => {
    const store = make();
    expect(store.getState().addItem(burger(), hudson)).toBe("added");
    const other = { ...hudson, locationId: 7, locationSlug: "udupi-leaf-cafe-malleshwaram", currency: "INR" as const };
    expect(store.getState().addItem(cookie(), other)).toBe("other-cart");
    expect(store.getState().items.map((l) => l.itemName)).toEqual(["Smash Burger"]);
    store.getState().startNewCart(other, cookie());
    expect(store.getState()).toMatchObject({ locationId: 7, currency: "INR", totalItems: 1 });
    expect(store.getState().items.map((l) => l.itemName)).toEqual(["Rainbow Cookie"]);
  });

  it("treats an event menu as another cart and takes its slots", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const slot = { id: 4, label: "Dinner", startsAt: "19:00", endsAt: "21:00", capacity: 20 };
    const event = { ...hudson, event: { eventSlug: "nye", eventDate: "2026-12-31", name: "NYE", slots: [slot] } };
    expect(store.getState().addItem(burger(), event)).toBe("other-cart");
    store.getState().startNewCart(event, burger());
    expect(store.getState()).toMatchObject({ isEventDate: true, eventDate: "2026-12-31", eventSlug: "nye", orderTimeASAP: false });
    store.getState().setEventSlot(4);
    expect(store.getState().eventSlot).toEqual(slot);
  });

  it("saves customisation per item instance", () => {
    const store = make();
    store.getState().addItem(burger([bacon]), hudson);
    store.getState().addItem(burger(), hudson);
    store.getState().addItem(burger([bacon]), hudson);
    expect(store.getState().items.map((l) => l.quantity)).toEqual([2, 1]);
    const plain = store.getState().items[1]!.lineId;
    store.getState().startCustomisation(plain);
    expect(store.getState().customisation).toEqual({ lineId: plain, options: [] });
    store.getState().saveCustomisation([bacon], 1200);
    store.getState().finishCustomisation();
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState()).toMatchObject({ totalItems: 3, orderTotal: 4050, customisation: null });
  });

  it("counts quantities up and down, never below 0, and removes a line at 0", () => {
    const store = make();
    store.getState().initCart();
    store.getState().addItem(burger(), hudson);
    store.getState().addItem(cookie(), hudson);
    const [b, c] = store.getState().items.map((l) => l.lineId) as [string, string];
    store.getState().increment(b);
    expect(store.getState().totalItems).toBe(3);
    store.getState().decrement(c);
    expect(store.getState().items.map((l) => l.lineId)).toEqual([b]);
    store.getState().setQuantity(b, -3);
    expect(store.getState().items).toEqual([]);
    expect(store.getState().totalItems).toBe(0);
  });

  it("removes one line or all, and clearing resets the tip, the instructions and customisation", () => {
    const store = make();
    path = "/restaurant/hudson/table/T4/menu/dinein/contactlessdinein/cart";
    store.getState().initCart();
    store.getState().addItem(burger(), { ...hudson, tableId: "T4", menuType: "dinein" });
    store.getState().addItem(cookie(), hudson);
    store.getState().removeItem(store.getState().items[1]!.lineId);
    expect(store.getState().items).toHaveLength(1);
    store.getState().setPercentTip(15);
    store.getState().setOrderInstruction("Extra napkins");
    store.getState().setDeliveryInstruction("Gate code 12");
    store.getState().startCustomisation(store.getState().items[0]!.lineId);
    store.getState().clearCart();
    expect(store.getState()).toMatchObject({
      items: [],
      tipValue: 0,
      tipType: "FLATFEE",
      isAppliedTip: false,
      orderInstruction: "",
      deliveryInstruction: "",
      customisation: null,
      // At a table the emptied cart keeps its table.
      tableId: "T4",
      currentOrderType: "dinein",
    });
  });

  it("resets when it becomes empty after initialisation on a path without 'table'", () => {
    const store = make();
    store.getState().initCart();
    store.getState().addItem(burger(), hudson);
    store.getState().setOrderType("delivery", 2);
    store.getState().setAddress({ addressLine1: "1 Main St" });
    store.getState().decrement(store.getState().items[0]!.lineId);
    expect(store.getState()).toMatchObject({ locationId: null, currentOrderType: "pickup", addressLine1: "", cartInitialized: true });
  });

  it("does not reset an empty cart before initialisation", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    store.getState().setOrderType("delivery", 2);
    store.getState().removeItem(store.getState().items[0]!.lineId);
    expect(store.getState().currentOrderType).toBe("delivery");
  });

  it("tips: none, a suggested percentage, or a custom amount", () => {
    const store = make();
    store.getState().setPercentTip(18);
    expect(store.getState()).toMatchObject({ tipType: "PERCENTAGE", tipValue: 18, isAppliedTip: true, customTip: false });
    store.getState().setCustomTipValue("2.50");
    expect(store.getState()).toMatchObject({ tipType: "FLATFEE", tipValue: 250, isAppliedTip: true, customTip: true });
    store.getState().setCustomTipValue("abc");
    expect(store.getState()).toMatchObject({ tipValue: 0, isAppliedTip: false });
    store.getState().noTip();
    expect(store.getState()).toMatchObject({ tipType: "FLATFEE", tipValue: 0, customTip: false, customTipValue: "" });
  });

  it("schedules: ASAP or a slot", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const slot = { startsAt: "2026-11-23T16:00:00.000Z", label: "Mon, Nov 23, 11:00 AM", date: "2026-11-23" };
    store.getState().setPickupTime(slot);
    expect(store.getState()).toMatchObject({
      orderTimeASAP: false,
      isScheduleOrder: true,
      selectedTimeSlot: slot,
      pickUpDate: "2026-11-23",
    });
    store.getState().setAsap();
    expect(store.getState()).toMatchObject({ orderTimeASAP: true, isScheduleOrder: false, selectedTimeSlot: null });
  });

  it("keeps one idempotency key per checkout attempt until the order is placed, across reloads", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const key = store.getState().ensureIdempotencyKey();
    expect(store.getState().ensureIdempotencyKey()).toBe(key);
    expect(make().getState().ensureIdempotencyKey()).toBe(key);
    store.getState().orderPlaced();
    expect(store.getState().idempotencyKey).toBeNull();
    expect(store.getState().items).toEqual([]);
    expect(store.getState().ensureIdempotencyKey()).not.toBe(key);
  });

  it("keeps the diner's details when the order is placed", () => {
    const store = make();
    store.getState().setGuestDetails({ fullName: "Ada Lovelace", phone: "2125550100" });
    store.getState().addItem(burger(), hudson);
    store.getState().orderPlaced();
    expect(store.getState()).toMatchObject({ fullName: "Ada Lovelace", phone: "2125550100", items: [] });
  });
});

describe("a cart placed as an order that waits for its payment", () => {
  const waiting = { orderId: "o-1", merchantType: "restaurant", locationSlug: "hudson", tableId: null, fingerprint: "f-1" };

  it("keeps its lines and key (and across a reload) until that order is paid, then starts again", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const key = store.getState().ensureIdempotencyKey();
    store.getState().awaitPayment(waiting);
    const reloaded = make().getState();
    expect(reloaded.awaitingPayment).toEqual(waiting);
    expect(reloaded.idempotencyKey).toBe(key);
    expect(reloaded.items.map((l) => l.itemName)).toEqual(["Smash Burger"]);
    store.getState().orderPaid("another-order");
    expect(store.getState().items).toHaveLength(1);
    store.getState().orderPaid("o-1");
    expect(store.getState()).toMatchObject({ items: [], awaitingPayment: null, idempotencyKey: null });
  });

  it("keeps the lines but drops the order and its key when the order will never be paid", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const key = store.getState().ensureIdempotencyKey();
    store.getState().awaitPayment(waiting);
    store.getState().orderDropped("o-1");
    expect(store.getState()).toMatchObject({ awaitingPayment: null, idempotencyKey: null });
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().ensureIdempotencyKey()).not.toBe(key);
  });

  it("reads no waiting order from a stored value that is not one", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    store.getState().awaitPayment({ ...waiting, orderId: "" });
    expect(make().getState().awaitingPayment).toBeNull();
  });
});

describe("cart in two tabs", () => {
  it("reads the cart again when another tab changes it", async () => {
    const here = make();
    const stop = followCartInOtherTabs(here);
    const there = make();
    there.getState().addItem(burger(), hudson);
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.guestCart }));
    await Promise.resolve();
    expect(here.getState().items.map((l) => l.itemName)).toEqual(["Smash Burger"]);
    stop();
  });
});
