import { cn } from "@forkful/ui/cn";
import { CheckIcon, UserIcon } from "@forkful/ui/icons";
import { useId } from "react";
import { useCallWaiter } from "../hooks/use-call-waiter";

export interface CallWaiterButtonProps {
  locationId: number;
  tableId: string;
  /** The tab the caller sits at, when there is one. */
  orderId?: string;
  className?: string;
}

/** Call Waiter (spec §3 callWaiter): calls staff to the table, then says the call is in, and when a waiter is on the way. */
export function CallWaiterButton({ locationId, tableId, orderId, className }: CallWaiterButtonProps) {
  const statusId = useId();
  const { view, error, press } = useCallWaiter({ locationId, tableId, ...(orderId ? { orderId } : {}) });
  return (
    <div className={cn("space-y-2", className)}>
      <button
        type="button"
        onClick={() => void press()}
        disabled={view.disabled}
        aria-describedby={statusId}
        className={cn(
          "inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl border-2 px-4 text-base font-semibold transition",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
          view.disabled
            ? "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500"
            : "border-brand bg-white text-brand hover:bg-brand/5 active:bg-brand/10",
        )}
        data-testid="call-waiter"
      >
        <UserIcon size={18} />
        {view.label}
      </button>
      <p id={statusId} aria-live="polite" className="min-h-5 text-center text-sm" data-testid="call-waiter-status">
        {error ? (
          <span className="text-red-700">{error}</span>
        ) : view.status ? (
          <span className={cn("inline-flex items-center gap-1.5 font-semibold", view.onTheWay ? "text-emerald-700" : "text-stone-700")}>
            {view.onTheWay && <CheckIcon size={16} />}
            {view.status}
          </span>
        ) : null}
      </p>
    </div>
  );
}
