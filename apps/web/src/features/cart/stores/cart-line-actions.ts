/**
 * The cart's lines and their origin (spec §3, §4): a cart belongs to one restaurant and one menu; adding from another
 * is refused until the diner starts a new cart. The diner's own details survive a new cart.
 */
import type { CartLineActions, GetCart, SetCart } from "./cart-actions";
import {
  addLine,
  type CartItem,
  changeLineQuantity,
  countItems,
  linesSubtotal,
  removeLine,
  setLineComment,
  setLineOptions,
  setLineQuantity,
} from "./cart-lines";
import { type CartOrigin, type CartState, clearedExtras, initialCartState } from "./cart-state";

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
    eventSlot: null,
    orderTimeASAP: origin.event === null,
    isScheduleOrder: false,
    selectedTimeSlot: null,
    selectedDate: null,
  };
}

/** Fields that follow the lines. */
const lineTotals = (items: CartItem[]) => ({ items, totalItems: countItems(items), orderTotal: linesSubtotal(items) });

/** The diner's own details survive a new cart: they typed them once. */
function keepDiner(state: CartState): Pick<CartState, "fullName" | "phone" | "countryCode" | "email"> {
  return { fullName: state.fullName, phone: state.phone, countryCode: state.countryCode, email: state.email };
}

/** A new cart that keeps the initialised flag and the diner's details. */
const freshCart = (state: CartState) => ({ ...initialCartState(), cartInitialized: state.cartInitialized, ...keepDiner(state) });

export function lineActions(set: SetCart, get: GetCart, newLineId: () => string): CartLineActions {
  return {
    initCart() {
      if (!get().cartInitialized) set({ cartInitialized: true });
    },

    addItem(item, origin) {
      const state = get();
      if (state.items.length > 0 && !sameOrigin(state, origin)) return "other-cart";
      const fresh = state.items.length === 0 ? originFields(origin) : {};
      // The link the diner came by names the tab: the latest one wins.
      const tab = origin.tableId && origin.tableId === state.tableId ? { tabOrderId: origin.tabOrderId ?? null } : {};
      set({ ...fresh, ...tab, ...lineTotals(addLine(state.items, item, newLineId)) });
      return "added";
    },

    startNewCart(origin, first) {
      get().replaceItems([first], origin);
    },

    replaceItems(items, origin) {
      const lines = items.reduce<CartItem[]>((acc, item) => addLine(acc, item, newLineId), []);
      set({ ...freshCart(get()), ...originFields(origin), ...lineTotals(lines) });
    },

    increment: (lineId) => set(lineTotals(changeLineQuantity(get().items, lineId, 1))),
    decrement: (lineId) => set(lineTotals(changeLineQuantity(get().items, lineId, -1))),
    setQuantity: (lineId, quantity) => set(lineTotals(setLineQuantity(get().items, lineId, quantity))),
    removeItem: (lineId) => set(lineTotals(removeLine(get().items, lineId))),
    clearCart: () => set({ ...lineTotals([]), ...clearedExtras() }),
    saveComment: (lineId, comment) => set({ items: setLineComment(get().items, lineId, comment) }),

    startCustomisation(lineId) {
      const line = get().items.find((l) => l.lineId === lineId);
      set({ customisation: line ? { lineId, options: line.options } : null });
    },
    saveCustomisation(options, basePrice) {
      const current = get().customisation;
      if (!current) return;
      set({ ...lineTotals(setLineOptions(get().items, current.lineId, options, basePrice)), customisation: { ...current, options } });
    },
    finishCustomisation: () => set({ customisation: null }),
    setAvailability: (cartItems) => set({ cartItems }),

    seatAtTable(tableId, locationId, dineInTypeId) {
      const state = get();
      if (state.locationId !== locationId || state.tableId === tableId) return;
      set({ tabOrderId: null });
      state.setTable(tableId, true);
      if (dineInTypeId !== null) state.setOrderType("dinein", dineInTypeId);
    },

    orderPlaced: () => set(freshCart(get())),
    leaveTab: () => set({ tabOrderId: null, idempotencyKey: null }),
    awaitPayment: (order) => set({ awaitingPayment: order }),
    orderPaid(orderId) {
      if (get().awaitingPayment?.orderId === orderId) set(freshCart(get()));
    },
    orderDropped(orderId) {
      if (get().awaitingPayment?.orderId === orderId) set({ awaitingPayment: null, idempotencyKey: null });
    },
    reset: () => set(freshCart(get())),
  };
}
