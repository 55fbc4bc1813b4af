import { TOAST_ERROR_CLOSE_MS, TOAST_GENERAL_CLOSE_MS, TOAST_LIBRARY_DEFAULT_CLOSE_MS } from "@forkful/contracts/constants";
import type { ToastContainerProps } from "react-toastify";
import { isMobileWidth } from "../hooks/use-is-mobile";

/** The library's defaults of spec §9: top-right, 5000 ms, pause on hover. */
export const TOAST_CONTAINER_PROPS = {
  position: "top-right",
  autoClose: TOAST_LIBRARY_DEFAULT_CLOSE_MS,
  pauseOnHover: true,
  newestOnTop: true,
} satisfies ToastContainerProps;

type ToastLibrary = typeof import("react-toastify");

let library: Promise<ToastLibrary> | null = null;
const whenLoading = new Set<() => void>();

/**
 * The toast library loads once the first page is idle, or with an earlier toast, not with the first page (issue 28:
 * the first route's JavaScript). A toast sent before its container has mounted waits in the library's queue and shows
 * once the container mounts. A load that failed (the network dropped) is tried again by the next toast.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import("react-toastify").catch((error: unknown) => {
      library = null;
      throw error;
    });
    for (const listener of whenLoading) listener();
  }
  return library;
}

/** Calls `listener` once the first toast has asked for the library (for the container, which then mounts). */
export function onToastLibraryLoading(listener: () => void): () => void {
  whenLoading.add(listener);
  return () => whenLoading.delete(listener);
}

export const toastLibraryRequested = (): boolean => library !== null;

/** An error toast: closes after 1500 ms, mobile style at the bottom on a small window (spec §8). */
export function notifyError(message: string): void {
  const position = isMobileWidth(window.innerWidth) ? "bottom-center" : "top-right";
  loadToastLibrary().then(
    ({ toast }) => toast.error(message, { autoClose: TOAST_ERROR_CLOSE_MS, position }),
    () => console.error(message),
  );
}

/** A general toast: closes after 3000 ms. */
export function notify(message: string): void {
  loadToastLibrary().then(
    ({ toast }) => toast(message, { autoClose: TOAST_GENERAL_CLOSE_MS }),
    () => console.warn(message),
  );
}
