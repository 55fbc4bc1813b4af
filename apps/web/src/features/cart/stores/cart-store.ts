/**
 * The cart (spec §3, §4): zustand, kept in local storage under the guest cart key so a reload, a new tab or a
 * sign-in keeps it: its lines, origin, attempt key and the order it waits to see paid (cart-actions). When the cart
 * becomes empty after initialisation on a path without 'table', it resets.
 */
import { useStore } from "zustand";
import { createJSONStorage, type PersistOptions, persist } from "zustand/middleware";
import { createStore } from "zustand/vanilla";
import { browserStorage, STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { newUuid } from "../../../shared/lib/uuid";
import { type CartStore, type CartStoreState, cartActions } from "./cart-actions";
import { memoryStorage, readPersistedCart } from "./cart-persistence";
import { type CartState, initialCartState } from "./cart-state";

export interface CartStoreOptions {
  storage?: Storage | null;
  /** The current path (the empty-cart rule spares table paths). */
  currentPath?: () => string;
  newLineId?: () => string;
}

/** The state kept in local storage: everything but the actions and the passing customisation. */
type Persisted = Omit<CartState, "customisation">;

function persistOptions(storage: Storage | null): PersistOptions<CartStoreState, Persisted> {
  return {
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
}

export function createCartStore(options: CartStoreOptions = {}): CartStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const currentPath = options.currentPath ?? (() => (typeof window === "undefined" ? "" : window.location.pathname));
  const newLineId = options.newLineId ?? newUuid;

  const store = createStore<CartStoreState>()(
    persist(
      (set, get) => ({
        ...initialCartState(newUuid()),
        ...cartActions(set, get, newLineId),
      }),
      persistOptions(storage),
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
