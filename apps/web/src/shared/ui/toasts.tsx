import { useEffect, useState } from "react";
import type { ToastContainer as ToastContainerOfLibrary } from "react-toastify";
import { loadToastLibrary, onToastLibraryLoading, TOAST_CONTAINER_PROPS, toastLibraryRequested } from "./toast";

/**
 * Where toasts show: mounted with the first toast, or once the first page is idle (shared/ui/toast), so the library is
 * there before the network could drop, yet never delays the first page. The container is the loaded library's own:
 * a load that fails (offline at that moment) renders nothing and throws nothing into the page, and the next toast
 * tries again.
 */
export function Toasts() {
  const [Container, setContainer] = useState<typeof ToastContainerOfLibrary | null>(null);
  useEffect(() => {
    let mounted = true;
    const mount = () => {
      loadToastLibrary().then(
        (library) => mounted && setContainer(() => library.ToastContainer),
        () => undefined,
      );
    };
    const stopHearing = onToastLibraryLoading(mount);
    if (toastLibraryRequested()) mount();
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(() => mount(), { timeout: 10_000 }) : null;
    return () => {
      mounted = false;
      stopHearing();
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, []);
  return Container ? <Container {...TOAST_CONTAINER_PROPS} /> : null;
}
