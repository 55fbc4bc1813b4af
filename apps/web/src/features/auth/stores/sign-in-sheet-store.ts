import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { SignInView } from "../../../shared/hooks/use-session";

/** What the sign-in sheet shows: the two sign-in tabs, the password reset, or the guest details. */
export type SheetView = SignInView | "forgot";

interface SignInSheetState {
  open: boolean;
  view: SheetView;
  /** Filled into the password tab (the mobile number a reset was for). */
  userName: string;
  /** Why the diner is asked to sign in (a favourite needs an account), shown above the forms. */
  reason: string | null;
  show(view?: SheetView, reason?: string | null): void;
  setView(view: SheetView, userName?: string): void;
  close(): void;
}

export const signInSheetStore = createStore<SignInSheetState>()((set) => ({
  open: false,
  view: "mobile",
  userName: "",
  reason: null,
  show: (view = "mobile", reason = null) => set({ open: true, view, reason }),
  setView: (view, userName) => set((state) => ({ view, userName: userName ?? state.userName })),
  close: () => set({ open: false, userName: "", reason: null }),
}));

export function useSignInSheet<T>(selector: (state: SignInSheetState) => T): T {
  return useStore(signInSheetStore, selector);
}
