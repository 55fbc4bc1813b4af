import { TOAST_ERROR_CLOSE_MS, TOAST_GENERAL_CLOSE_MS, TOAST_LIBRARY_DEFAULT_CLOSE_MS } from "@forkful/contracts/constants";
import { type ToastContainerProps, toast } from "react-toastify";
import { isMobileWidth } from "../hooks/use-is-mobile";

/** The library's defaults of spec §9: top-right, 5000 ms, pause on hover. */
export const TOAST_CONTAINER_PROPS = {
  position: "top-right",
  autoClose: TOAST_LIBRARY_DEFAULT_CLOSE_MS,
  pauseOnHover: true,
  newestOnTop: true,
} satisfies ToastContainerProps;

/** An error toast: closes after 1500 ms, mobile style at the bottom on a small window (spec §8). */
export function notifyError(message: string): void {
  toast.error(message, {
    autoClose: TOAST_ERROR_CLOSE_MS,
    position: isMobileWidth(window.innerWidth) ? "bottom-center" : "top-right",
  });
}

/** A general toast: closes after 3000 ms. */
export function notify(message: string): void {
  toast(message, { autoClose: TOAST_GENERAL_CLOSE_MS });
}
