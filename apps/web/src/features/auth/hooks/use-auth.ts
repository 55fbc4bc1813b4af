import { useStore } from "zustand";
import { type AuthActions, type AuthState, authStore } from "../stores/session-store";

/** A slice of the app's auth store, re-rendering when it changes. */
export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(authStore, selector);
}
