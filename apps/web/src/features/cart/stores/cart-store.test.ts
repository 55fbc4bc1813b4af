import { DEFAULTS } from "@forkful/contracts/constants";
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { burger, cookie, hudson, option } from "../../../shared/testing/cart-lines";
import { countItems, linesSubtotal } from "./cart-lines";
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
      isEventDate: false,
      eventDate: null,
      currentOrderType: DEFAULTS.orderType,
      cartInitialized: false,
      idempotencyKey: null,
      awaitingPayment: null,
    });
    expect(s.cartId).toMatch(/^[0-9a-f-]{36}$/);
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
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.guestCart)!).state.items).toHaveLength(1);
    const again = make().getState();
    expect(again.items[0]).toMatchObject({ itemName: "Smash Burger", quantity: 1, price: 1350 });
    expect(again.locationId).toBe(hudson.locationId);
    // The checkout's draft of this cart finds it again by its id (checkout-draft.test).
    expect(again.cartId).toBe(store.getState().cartId);
  });

  it("survives a stored cart it cannot read", () => {
    storage.setItem(STORAGE_KEYS.guestCart, JSON.stringify({ state: { items: [{ itemId: "x" }], tableFromLink: "lots" }, version: 1 }));
    const s = make().getState();
    expect(s.items).toEqual([]);
    expect(s.tableFromLink).toBe(false);
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
    expect(store.getState()).toMatchObject({ locationId: 7, currency: "INR" });
    expect(countItems(store.getState().items)).toBe(1);
    expect(store.getState().items.map((l) => l.itemName)).toEqual(["Rainbow Cookie"]);
  });

  it("treats an event menu as another cart and takes its slots", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    const slot = { id: 4, label: "Dinner", startsAt: "19:00", endsAt: "21:00", capacity: 20 };
    const event = { ...hudson, event: { eventSlug: "nye", eventDate: "2026-12-31", name: "NYE", slots: [slot] } };
    expect(store.getState().addItem(burger(), event)).toBe("other-cart");
    store.getState().startNewCart(event, burger());
    expect(store.getState()).toMatchObject({ isEventDate: true, eventDate: "2026-12-31", eventSlug: "nye", eventSlots: [slot] });
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
    expect(store.getState().customisation).toBeNull();
    expect([countItems(store.getState().items), linesSubtotal(store.getState().items)]).toEqual([3, 4050]);
  });

  it("counts quantities up and down, never below 0, and removes a line at 0", () => {
    const store = make();
    store.getState().initCart();
    store.getState().addItem(burger(), hudson);
    store.getState().addItem(cookie(), hudson);
    const [b, c] = store.getState().items.map((l) => l.lineId) as [string, string];
    store.getState().increment(b);
    expect(countItems(store.getState().items)).toBe(3);
    store.getState().decrement(c);
    expect(store.getState().items.map((l) => l.lineId)).toEqual([b]);
    store.getState().setQuantity(b, -3);
    expect(store.getState().items).toEqual([]);
    expect(countItems(store.getState().items)).toBe(0);
  });

  it("removes one line or all, and clearing starts a new cart (its checkout draft with it) and ends any customisation", () => {
    const store = make();
    path = "/restaurant/hudson/table/T4/menu/dinein/contactlessdinein/cart";
    store.getState().initCart();
    store.getState().addItem(burger(), { ...hudson, tableId: "T4", menuType: "dinein" });
    store.getState().addItem(cookie(), hudson);
    store.getState().removeItem(store.getState().items[1]!.lineId);
    expect(store.getState().items).toHaveLength(1);
    const before = store.getState().cartId;
    store.getState().startCustomisation(store.getState().items[0]!.lineId);
    store.getState().clearCart();
    expect(store.getState().cartId).not.toBe(before);
    expect(store.getState()).toMatchObject({
      items: [],
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
    const before = store.getState().cartId;
    store.getState().decrement(store.getState().items[0]!.lineId);
    expect(store.getState()).toMatchObject({ locationId: null, currentOrderType: "pickup", cartInitialized: true });
    // A new cart: the address typed at checkout was the old one's draft.
    expect(store.getState().cartId).not.toBe(before);
  });

  it("does not reset an empty cart before initialisation", () => {
    const store = make();
    store.getState().addItem(burger(), hudson);
    store.getState().setOrderType("delivery", 2);
    store.getState().removeItem(store.getState().items[0]!.lineId);
    expect(store.getState().currentOrderType).toBe("delivery");
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
