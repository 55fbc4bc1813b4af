import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { WifiOffIcon } from "@forkful/ui/icons";

/** Shown instead of the app while the device is offline (spec §1, §4), on a page that needs the network; Retry reloads the page. */
export function OfflineScreen({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-50 px-6 text-center">
      <div className="flex h-20 w-20 items-center justify-center rounded-full bg-brand/10 text-brand">
        <WifiOffIcon size={40} />
      </div>
      <h1 className="text-2xl font-bold text-stone-900">{MESSAGES.offlineTitle}</h1>
      <p className="max-w-sm text-stone-600">{MESSAGES.offlineBody}</p>
      <Button size="lg" onClick={onRetry}>
        Retry
      </Button>
    </main>
  );
}

/**
 * Over a page that stays readable offline (an order's tracker or receipt already loaded): says the device is offline
 * and that the page shows the order as it was last loaded, without hiding it.
 */
export function OfflineBanner() {
  return (
    <div role="status" className="sticky top-0 z-50 bg-stone-900 py-2.5 text-white shadow-md">
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 text-sm font-medium">
        <WifiOffIcon size={18} className="shrink-0" />
        {MESSAGES.offlineLastLoadedOrder}
      </p>
    </div>
  );
}
