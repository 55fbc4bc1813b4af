/**
 * The checkout form's draft: the answers of one cart (who, when, where, notes, wallet), kept in session storage so a
 * reload, the cart page and Back from the payment page find the checkout as the diner left it. A draft belongs to
 * one cart (its id): a cart that starts again finds only who the diner is, which they typed once.
 */
import { useStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { useShallow } from "zustand/react/shallow";
import { createStore, type StoreApi } from "zustand/vanilla";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";
import { type CheckoutValues, dinerOf, initialCheckoutValues } from "../lib/checkout-form";
import { memoryStorage } from "./cart-persistence";

export interface CheckoutDraftState {
  /** The cart the answers belong to. */
  cartId: string | null;
  values: CheckoutValues;
  save(cartId: string, values: CheckoutValues): void;
}

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
  const { cartId, values } = stored as { cartId?: unknown; values?: unknown };
  const defaults = initialCheckoutValues() as unknown as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(typeof values === "object" && values !== null ? values : {})) {
    const fallback = defaults[key];
    if (key in defaults && (fallback === null ? typeof value === "object" : typeof value === typeof fallback)) read[key] = value;
  }
  return { cartId: typeof cartId === "string" ? cartId : null, values: { ...initialCheckoutValues(), ...read } as CheckoutValues };
}

export function createCheckoutDraftStore(storage: Storage | null = sessionStore()): CheckoutDraftStore {
  return createStore<CheckoutDraftState>()(
    persist(
      (set) => ({
        cartId: null,
        values: initialCheckoutValues(),
        save: (cartId, values) => set({ cartId, values }),
      }),
      {
        name: STORAGE_KEYS.checkoutDraft,
        version: 1,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: ({ cartId, values }) => ({ cartId, values }),
        merge: (persisted, current) => ({ ...current, ...readDraft(persisted) }),
      },
    ),
  );
}

/** The answers of cart `cartId`: its draft, or, for a cart that started again, only who the diner is. */
export function draftOf(state: Pick<CheckoutDraftState, "cartId" | "values">, cartId: string): CheckoutValues {
  return state.cartId === cartId ? state.values : initialCheckoutValues(dinerOf(state.values));
}

/** The app's checkout draft. */
export const checkoutDraftStore = createCheckoutDraftStore();

export function useCheckoutDraft(cartId: string): CheckoutValues {
  return useStore(
    checkoutDraftStore,
    useShallow((state) => draftOf(state, cartId)),
  );
}
