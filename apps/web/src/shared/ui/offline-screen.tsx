import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "./button";
import { WifiOffIcon } from "./icons";

/** Shown instead of the app while the device is offline (spec §1, §4); Retry reloads the page. */
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
