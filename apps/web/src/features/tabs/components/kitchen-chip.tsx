import { OrderStatus } from "@forkful/contracts/order-status";
import { ROUND_WORDS, type RoundState } from "@forkful/contracts/tabs";
import { cn } from "@forkful/ui/cn";

/** The tones of the kitchen's words: sent (stone), in preparation (amber), ready (sky), served (emerald). */
const TONES: Record<string, string> = {
  [OrderStatus.ItemInPreparation]: "bg-amber-100 text-amber-900",
  [OrderStatus.ItemReady]: "bg-sky-100 text-sky-900",
  [OrderStatus.KitchenTicketReady]: "bg-sky-100 text-sky-900",
  [OrderStatus.Served]: "bg-emerald-100 text-emerald-900",
};

/** Where the kitchen is with a dish or a round's ticket: its label, in a small coloured chip. */
export function KitchenChip({ status, label, className }: { status: number | null; label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        (status !== null && TONES[status]) || "bg-stone-100 text-stone-700",
        className,
      )}
    >
      {label}
    </span>
  );
}

const ROUND_TONES: Record<RoundState, string> = {
  sent: "bg-stone-100 text-stone-700",
  preparing: "bg-amber-100 text-amber-900",
  ready: "bg-sky-100 text-sky-900",
  served: "bg-emerald-100 text-emerald-900",
  voided: "bg-red-50 text-red-800 ring-1 ring-red-200",
};

/** Where a round is (its state from its dishes, or voided), in a small coloured chip. */
export function RoundChip({ state }: { state: RoundState }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        ROUND_TONES[state],
      )}
      data-testid="round-state"
    >
      {ROUND_WORDS[state]}
    </span>
  );
}
