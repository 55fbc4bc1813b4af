/**
 * The cart's lines and their origin (spec §3, §4): a cart belongs to one restaurant and one menu; adding from another
 * is refused until the diner starts a new cart. A cart that starts again gets a new id: the checkout's draft of the
 * old one keeps only who the diner is.
 */
import type { MenuType } from "@forkful/contracts/merchants";
import type { StoreApi } from "zustand/vanilla";
import { newUuid } from "../../../shared/lib/uuid";
import {
  addLine,
  type CartItem,
  type CartOption,
  changeLineQuantity,
  type NewCartItem,
  removeLine,
  setLineComment,
  setLineOptions,
  setLineQuantity,
} from "./cart-lines";
import { type AwaitingPayment, type CartOrigin, type CartState, initialCartState } from "./cart-state";

export type AddResult = "added" | "other-cart";

/** The cart's lines, where they come from, and the attempt that places them. */
export interface CartActions {
  /** Marks the cart initialised (once; later calls change nothing). */
  initCart(): void;
  /** Adds an item from `origin`'s menu; refused ("other-cart") while the cart holds another restaurant's or menu's dishes. */
  addItem(item: NewCartItem, origin: CartOrigin): AddResult;
  /** Empties the cart and starts one for `origin` with its first item (the diner agreed to leave the other cart). */
  startNewCart(origin: CartOrigin, first: NewCartItem): void;
  /** Puts lines in a new cart for `origin` (reorder). */
  replaceItems(items: NewCartItem[], origin: CartOrigin): void;
  increment(lineId: string): void;
  decrement(lineId: string): void;
  setQuantity(lineId: string, quantity: number): void;
  removeItem(lineId: string): void;
  /** Removes every line and any customisation; the checkout's draft of this cart goes with them. */
  clearCart(): void;
  saveComment(lineId: string, comment: string): void;
  startCustomisation(lineId: string): void;
  saveCustomisation(options: CartOption[], basePrice: number): void;
  finishCustomisation(): void;
  /** The order type (and the restaurant's id for it) the cart is for. */
  setOrderType(menuType: MenuType, orderTypeId: number | null): void;
  /** The diner's table: typed, or from the link (`fromLink`). */
  setTable(tableId: string | null, fromLink?: boolean): void;
  /**
   * At a table (the contactless cart) of the cart's restaurant (`locationId`), the order is a dine-in at that table:
   * `dineInTypeId` is the restaurant's dine-in order type.
   */
  seatAtTable(tableId: string, locationId: number, dineInTypeId: number | null): void;
  /** The tab the cart was for will take no more rounds: the next placement goes to the table's open tab, or a new one. */
  leaveTab(): void;
  /** The key of this checkout attempt: made once, kept until the order is placed. */
  ensureIdempotencyKey(): string;
  /** The order is placed: the cart starts again. */
  orderPlaced(): void;
  /** The cart was placed as `order`, not yet paid: the cart and its key stay until it is paid. */
  awaitPayment(order: AwaitingPayment): void;
  /** `orderId` is paid (or to be paid at the restaurant): if the cart waited for it, the cart starts again. */
  orderPaid(orderId: string): void;
  /** `orderId` will never be paid (released, cancelled, or the cart changed): the cart stays, with a new key. */
  orderDropped(orderId: string): void;
  /** Back to a new cart (keeps the initialised flag). */
  reset(): void;
}

export type CartStoreState = CartState & CartActions;
export type CartStore = StoreApi<CartStoreState>;
export type SetCart = CartStore["setState"];
export type GetCart = CartStore["getState"];

const sameOrigin = (state: CartState, origin: CartOrigin) =>
  state.locationId === origin.locationId && (state.eventSlug ?? null) === (origin.event?.eventSlug ?? null);

function originFields(origin: CartOrigin): Partial<CartState> {
  return {
    locationId: origin.locationId,
    locationSlug: origin.locationSlug,
    merchantType: origin.merchantType,
    branchName: origin.branchName,
    currency: origin.currency,
    currentOrderType: origin.tableId ? "dinein" : origin.menuType,
    orderTypeId: origin.orderTypeId,
    tableId: origin.tableId,
    tableFromLink: origin.tableId !== null,
    tabOrderId: origin.tableId ? (origin.tabOrderId ?? null) : null,
    isEventDate: origin.event !== null,
    eventDate: origin.event?.eventDate ?? null,
    eventSlug: origin.event?.eventSlug ?? null,
    eventName: origin.event?.name ?? null,
    eventSlots: origin.event?.slots ?? [],
  };
}

export function cartActions(set: SetCart, get: GetCart, newLineId: () => string): CartActions {
  /** A new cart that keeps the initialised flag. */
  const freshCart = () => ({ ...initialCartState(newUuid()), cartInitialized: get().cartInitialized });
  const lines = (items: CartItem[]) => set({ items });
  return {
    initCart() {
      if (!get().cartInitialized) set({ cartInitialized: true });
    },

    addItem(item, origin) {
      const state = get();
      if (state.items.length > 0 && !sameOrigin(state, origin)) return "other-cart";
      // A first dish starts the cart's origin, and a draft for it.
      const fresh = state.items.length === 0 ? { ...originFields(origin), cartId: newUuid() } : {};
      // The link the diner came by names the tab: the latest one wins.
      const tab = origin.tableId && origin.tableId === state.tableId ? { tabOrderId: origin.tabOrderId ?? null } : {};
      set({ ...fresh, ...tab, items: addLine(state.items, item, newLineId) });
      return "added";
    },

    startNewCart(origin, first) {
      get().replaceItems([first], origin);
    },

    replaceItems(items, origin) {
      set({ ...freshCart(), ...originFields(origin), items: items.reduce<CartItem[]>((acc, item) => addLine(acc, item, newLineId), []) });
    },

    increment: (lineId) => lines(changeLineQuantity(get().items, lineId, 1)),
    decrement: (lineId) => lines(changeLineQuantity(get().items, lineId, -1)),
    setQuantity: (lineId, quantity) => lines(setLineQuantity(get().items, lineId, quantity)),
    removeItem: (lineId) => lines(removeLine(get().items, lineId)),
    clearCart: () => set({ items: [], customisation: null, cartId: newUuid(), idempotencyKey: null, awaitingPayment: null }),
    saveComment: (lineId, comment) => lines(setLineComment(get().items, lineId, comment)),

    startCustomisation(lineId) {
      const line = get().items.find((l) => l.lineId === lineId);
      set({ customisation: line ? { lineId, options: line.options } : null });
    },
    saveCustomisation(options, basePrice) {
      const current = get().customisation;
      if (!current) return;
      set({ items: setLineOptions(get().items, current.lineId, options, basePrice), customisation: { ...current, options } });
    },
    finishCustomisation: () => set({ customisation: null }),

    setOrderType: (menuType, orderTypeId) => set({ currentOrderType: menuType, orderTypeId }),
    setTable: (tableId, fromLink = false) => set({ tableId: tableId?.trim() || null, tableFromLink: fromLink && Boolean(tableId) }),
    seatAtTable(tableId, locationId, dineInTypeId) {
      const state = get();
      if (state.locationId !== locationId || state.tableId === tableId) return;
      set({ tabOrderId: null });
      state.setTable(tableId, true);
      if (dineInTypeId !== null) state.setOrderType("dinein", dineInTypeId);
    },

    ensureIdempotencyKey() {
      const existing = get().idempotencyKey;
      if (existing) return existing;
      const key = newUuid();
      set({ idempotencyKey: key });
      return key;
    },

    orderPlaced: () => set(freshCart()),
    leaveTab: () => set({ tabOrderId: null, idempotencyKey: null }),
    awaitPayment: (order) => set({ awaitingPayment: order }),
    orderPaid(orderId) {
      if (get().awaitingPayment?.orderId === orderId) set(freshCart());
    },
    orderDropped(orderId) {
      if (get().awaitingPayment?.orderId === orderId) set({ awaitingPayment: null, idempotencyKey: null });
    },
    reset: () => set(freshCart()),
  };
}
