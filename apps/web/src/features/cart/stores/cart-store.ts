/**
 * The cart (spec §3, §4): zustand, kept in local storage under the guest cart key so a reload, a new tab or a
 * sign-in keeps it. A cart belongs to one restaurant and one menu; adding from another is refused until the diner
 * starts a new cart. When the cart becomes empty after initialisation on a path without 'table', it resets.
 */
import type { MenuType } from "@forkful/contracts/merchants";
import type { Totals } from "@forkful/contracts/order-totals";
import type { CountryCode } from "@forkful/contracts/phone";
import { useStore } from "zustand";
import { createJSONStorage, type PersistOptions, persist } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { newUuid } from "../../../shared/lib/uuid";
import {
  addLine,
  type CartItem,
  type CartOption,
  changeLineQuantity,
  countItems,
  linesSubtotal,
  type NewCartItem,
  removeLine,
  setLineComment,
  setLineOptions,
  setLineQuantity,
} from "./cart-lines";
import { readPersistedCart } from "./cart-persistence";
import { type CartItemAvailability, type CartOrigin, type CartState, clearedExtras, initialCartState, type TimeSlot } from "./cart-state";

export type AddResult = "added" | "other-cart";

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
  /** Removes every line and resets the tip, the instructions and any customisation. */
  clearCart(): void;
  saveComment(lineId: string, comment: string): void;
  startCustomisation(lineId: string): void;
  saveCustomisation(options: CartOption[], basePrice: number): void;
  finishCustomisation(): void;
  setOrderType(menuType: MenuType, orderTypeId: number | null): void;
  setAsap(): void;
  setPickupTime(slot: TimeSlot): void;
  setEventSlot(slotId: number): void;
  setOrderInstruction(text: string): void;
  setDeliveryInstruction(text: string): void;
  noTip(): void;
  setPercentTip(percent: number): void;
  setCustomTip(on: boolean): void;
  setCustomTipValue(text: string): void;
  setGuestDetails(details: Partial<{ fullName: string; phone: string; countryCode: CountryCode; email: string }>): void;
  setAddress(address: Partial<Pick<CartState, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails">>): void;
  /** The diner's table: typed, or from the link (`fromLink`). */
  setTable(tableId: string | null, fromLink?: boolean): void;
  setAvailability(cartItems: CartItemAvailability[]): void;
  setTotals(totals: Totals | null): void;
  /** Pay `amount` (minor units) of the order from the wallet, or stop using it. */
  setWallet(on: boolean, amount?: number): void;
  /** The key of this checkout attempt: made once, kept until the order is placed. */
  ensureIdempotencyKey(): string;
  /** The order is placed: the cart starts again. */
  orderPlaced(): void;
  /** Back to a new cart (keeps the initialised flag). */
  reset(): void;
}

export type CartStoreState = CartState & CartActions;
export type CartStore = StoreApi<CartStoreState>;

export interface CartStoreOptions {
  storage?: Storage | null;
  /** The current path (the empty-cart rule spares table paths). */
  currentPath?: () => string;
  newLineId?: () => string;
}

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

/** The state kept in local storage: everything but the actions and the passing customisation. */
type Persisted = Omit<CartState, "customisation">;

const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
};

export function createCartStore(options: CartStoreOptions = {}): CartStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const currentPath = options.currentPath ?? (() => (typeof window === "undefined" ? "" : window.location.pathname));
  const newLineId = options.newLineId ?? newUuid;

  const persistOptions: PersistOptions<CartStoreState, Persisted> = {
    name: STORAGE_KEYS.guestCart,
    version: 1,
    storage: createJSONStorage(() => storage ?? memoryStorage()),
    partialize: (state) => {
      const { customisation: _customisation, ...rest } = state;
      const persisted: Partial<CartStoreState> = { ...rest };
      for (const [key, value] of Object.entries(persisted)) if (typeof value === "function") delete persisted[key as keyof CartState];
      return persisted as Persisted;
    },
    merge: (persisted, current) => ({ ...current, ...readPersistedCart(persisted) }),
  };

  const store = createStore<CartStoreState>()(
    persist(
      (set, get) => ({
        ...initialCartState(),

        initCart() {
          if (!get().cartInitialized) set({ cartInitialized: true });
        },

        addItem(item, origin) {
          const state = get();
          if (state.items.length > 0 && !sameOrigin(state, origin)) return "other-cart";
          const fresh = state.items.length === 0 ? originFields(origin) : {};
          set({ ...fresh, ...lineTotals(addLine(state.items, item, newLineId)) });
          return "added";
        },

        startNewCart(origin, first) {
          get().replaceItems([first], origin);
        },

        replaceItems(items, origin) {
          const lines = items.reduce<CartItem[]>((acc, item) => addLine(acc, item, newLineId), []);
          set({
            ...initialCartState(),
            cartInitialized: get().cartInitialized,
            ...keepDiner(get()),
            ...originFields(origin),
            ...lineTotals(lines),
          });
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

        setOrderType: (menuType, orderTypeId) =>
          set({
            currentOrderType: menuType,
            orderTypeId,
            selectedTimeSlot: null,
            isScheduleOrder: false,
            pickUpDate: null,
            pickUpTime: null,
          }),
        setAsap: () =>
          set({
            orderTimeASAP: true,
            isScheduleOrder: false,
            selectedTimeSlot: null,
            selectedDate: null,
            pickUpDate: null,
            pickUpTime: null,
          }),
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
        setOrderInstruction: (text) => set({ orderInstruction: text.slice(0, 300) }),
        setDeliveryInstruction: (text) => set({ deliveryInstruction: text.slice(0, 300) }),

        noTip: () => set({ tipValue: 0, tipType: "FLATFEE", isAppliedTip: false, customTip: false, customTipValue: "" }),
        setPercentTip: (percent) => set({ tipValue: percent, tipType: "PERCENTAGE", isAppliedTip: percent > 0, customTip: false }),
        setCustomTip: (on) =>
          set(on ? { customTip: true, tipType: "FLATFEE", ...customTipFields(get().customTipValue) } : { customTip: false }),
        setCustomTipValue: (text) => set({ customTipValue: text, tipType: "FLATFEE", customTip: true, ...customTipFields(text) }),

        setGuestDetails: (details) => set(details),
        setAddress: (address) => set(address),
        setTable: (tableId, fromLink = false) => set({ tableId: tableId?.trim() || null, tableFromLink: fromLink && Boolean(tableId) }),
        setAvailability: (cartItems) => set({ cartItems }),
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

        orderPlaced() {
          set({ ...initialCartState(), cartInitialized: get().cartInitialized, ...keepDiner(get()) });
        },

        reset() {
          set({ ...initialCartState(), cartInitialized: get().cartInitialized, ...keepDiner(get()) });
        },
      }),
      persistOptions,
    ),
  );

  // Spec §4: a cart that becomes empty after initialisation resets, unless the diner is at a table.
  store.subscribe((state, previous) => {
    if (state.cartInitialized && previous.items.length > 0 && state.items.length === 0 && !currentPath().includes("table")) {
      state.reset();
    }
  });

  return store;
}

/** A custom tip typed in major units ("2.5") as a FLATFEE in minor units. */
function customTipFields(text: string): { tipValue: number; isAppliedTip: boolean } {
  const major = Number.parseFloat(text.replace(",", "."));
  const minor = Number.isFinite(major) && major > 0 ? Math.round(major * 100) : 0;
  return { tipValue: minor, isAppliedTip: minor > 0 };
}

/** The diner's own details survive a new cart: they typed them once. */
function keepDiner(state: CartState): Pick<CartState, "fullName" | "phone" | "countryCode" | "email"> {
  return { fullName: state.fullName, phone: state.phone, countryCode: state.countryCode, email: state.email };
}

/** Another tab changed the cart: this one reads it again, so two tabs never keep two carts. */
export function followCartInOtherTabs(store: CartStore): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.guestCart) void (store as CartStore & { persist: { rehydrate(): Promise<void> } }).persist.rehydrate();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** The app's cart. */
export const cartStore = createCartStore();
followCartInOtherTabs(cartStore);

export function useCart<T>(selector: (state: CartStoreState) => T): T {
  return useStore(cartStore, selector);
}
