import { beforeEach, describe, expect, it } from "vitest";
import { burger, cookie, hudson } from "../../../shared/testing/cart-lines";
import { createCartStore } from "./cart-store";
import { createCheckoutDraftStore, draftOf } from "./checkout-draft";
import { initialCheckoutValues } from "./checkout-values";

const TAB = "166dbc30-9d54-491c-b5c4-37331aed73ed";
const OTHER_TAB = "0b0e4a4e-1c1d-4e2f-8a9b-0c1d2e3f4a5b";
const make = () => createCartStore({ storage: window.localStorage, currentPath: () => "/restaurant/hudson/table/T4/menu/dinein" });
const atTable = (tabOrderId: string | null = null) => ({ ...hudson, tableId: "T4", tabOrderId });

beforeEach(() => window.localStorage.clear());

describe("a cart at a table's tab", () => {
  it("remembers the tab of the Order more link it was filled from, and the latest link wins", () => {
    const store = make();
    store.getState().addItem(burger(), atTable(TAB));
    expect(store.getState()).toMatchObject({ currentOrderType: "dinein", tableId: "T4", tabOrderId: TAB });
    store.getState().addItem(cookie(), atTable(OTHER_TAB));
    expect(store.getState().tabOrderId).toBe(OTHER_TAB);
    store.getState().addItem(cookie(), atTable());
    expect(store.getState().tabOrderId).toBeNull();
  });

  it("names no tab off a table, and keeps it across a reload", () => {
    const store = make();
    store.getState().addItem(burger(), { ...hudson, tabOrderId: TAB });
    expect(store.getState().tabOrderId).toBeNull();
    store.getState().reset();
    store.getState().addItem(burger(), atTable(TAB));
    expect(make().getState().tabOrderId).toBe(TAB);
  });

  it("leaves a tab that takes no more rounds with a new key, so the next placement opens or joins another", () => {
    const store = make();
    store.getState().addItem(burger(), atTable(TAB));
    const key = store.getState().ensureIdempotencyKey();
    store.getState().leaveTab();
    expect(store.getState().tabOrderId).toBeNull();
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().ensureIdempotencyKey()).not.toBe(key);
  });

  it("empties once the round is placed, keeping the diner's name for the next round", () => {
    const store = make();
    store.getState().addItem(burger(), atTable(TAB));
    const draft = createCheckoutDraftStore(null);
    draft.getState().save(store.getState(), { ...initialCheckoutValues(), fullName: "Ravi", orderInstruction: "No ice" });
    store.getState().orderPlaced();
    expect(store.getState()).toMatchObject({ items: [], tabOrderId: null });
    expect(draftOf(draft.getState(), store.getState())).toMatchObject({ fullName: "Ravi", orderInstruction: "" });
  });
});
