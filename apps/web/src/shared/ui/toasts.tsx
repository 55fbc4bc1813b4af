import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { loadToastLibrary, onToastLibraryLoading, TOAST_CONTAINER_PROPS, toastLibraryRequested } from "./toast";

const ToastContainer = lazy(() => import("react-toastify").then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * Where toasts show: mounted with the first toast, or once the first page is idle (shared/ui/toast), so the library is
 * there before the network could drop, yet never delays the first page.
 */
export function Toasts() {
  const requested = useSyncExternalStore(onToastLibraryLoading, toastLibraryRequested, () => false);
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return;
    const idle = requestIdleCallback(() => loadToastLibrary().catch(() => undefined), { timeout: 10_000 });
    return () => cancelIdleCallback(idle);
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
    </Suspense>
  );
}
