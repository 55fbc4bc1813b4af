import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { ClockIcon } from "@forkful/ui/icons";

/** When a service the restaurant turned off for a while is back: "Back at 7:45 PM", or "Check back later." when it did not say. */
export function BackAt({ backAt }: { backAt: string | null }) {
  return (
    <p
      className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900"
      data-testid="back-at"
    >
      <ClockIcon size={16} aria-hidden="true" />
      {backAt ? SERVICE_CLOSED_TEXTS.backAt(backAt) : SERVICE_CLOSED_TEXTS.untilReopened}
    </p>
  );
}
