/**
 * The checkout form's draft: the answers of one cart (who, when, where, notes, wallet), kept in session storage so a
 * reload, the cart page and Back from the payment page find the checkout as the diner left it. A draft belongs to
 * one cart (its id): a cart that starts again finds only who the diner is, which they typed once.
 */
import { MENU_TYPES, type MenuType } from "@forkful/contracts/merchants";
import { useStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { useShallow } from "zustand/react/shallow";
import { createStore, type StoreApi } from "zustand/vanilla";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { memoryStorage } from "./cart-persistence";
import type { CartState } from "./cart-state";
import { type CheckoutValues, dinerOf, initialCheckoutValues } from "./checkout-values";

export interface CheckoutDraftState {
  /** The cart the answers belong to, and the order type they were given for (a time is one type's). */
  cartId: string | null;
  orderType: MenuType | null;
  values: CheckoutValues;
  save(cart: DraftOwner, values: CheckoutValues): void;
}

/** The cart a draft is of. */
export type DraftOwner = Pick<CartState, "cartId" | "currentOrderType">;

export type CheckoutDraftStore = StoreApi<CheckoutDraftState>;

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The answers stored, read field by field over the defaults (a draft of an older version never breaks the form). */
function readDraft(stored: unknown): Partial<CheckoutDraftState> {
  if (typeof stored !== "object" || stored === null) return {};
  const { cartId, orderType, values } = stored as { cartId?: unknown; orderType?: unknown; values?: unknown };
  const defaults = initialCheckoutValues() as unknown as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(typeof values === "object" && values !== null ? values : {})) {
    const fallback = defaults[key];
    if (key in defaults && (fallback === null ? typeof value === "object" : typeof value === typeof fallback)) read[key] = value;
  }
  return {
    cartId: typeof cartId === "string" ? cartId : null,
    orderType: MENU_TYPES.includes(orderType as MenuType) ? (orderType as MenuType) : null,
    values: { ...initialCheckoutValues(), ...read } as CheckoutValues,
  };
}

export function createCheckoutDraftStore(storage: Storage | null = sessionStore()): CheckoutDraftStore {
  return createStore<CheckoutDraftState>()(
    persist(
      (set) => ({
        cartId: null,
        orderType: null,
        values: initialCheckoutValues(),
        save: ({ cartId, currentOrderType }, values) => set({ cartId, orderType: currentOrderType, values }),
      }),
      {
        name: STORAGE_KEYS.checkoutDraft,
        version: 1,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: ({ cartId, orderType, values }) => ({ cartId, orderType, values }),
        merge: (persisted, current) => ({ ...current, ...readDraft(persisted) }),
      },
    ),
  );
}

/**
 * The answers of `cart`: its draft, or, for a cart that started again, only who the diner is. A time chosen for
 * another order type (changed on the cart page) is no longer chosen.
 */
export function draftOf(state: Pick<CheckoutDraftState, "cartId" | "orderType" | "values">, cart: DraftOwner): CheckoutValues {
  if (state.cartId !== cart.cartId) return initialCheckoutValues(dinerOf(state.values));
  return state.orderType === cart.currentOrderType ? state.values : { ...state.values, selectedTimeSlot: null };
}

/** The app's checkout draft. */
export const checkoutDraftStore = createCheckoutDraftStore();

export function useCheckoutDraft(cart: DraftOwner): CheckoutValues {
  return useStore(
    checkoutDraftStore,
    useShallow((state) => draftOf(state, cart)),
  );
}
