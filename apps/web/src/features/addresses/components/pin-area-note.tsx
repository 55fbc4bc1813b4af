import { useEffect, useRef } from "react";
import { CheckIcon, TruckIcon } from "../../../shared/ui/icons";
import type { PinArea } from "../hooks/use-pin-area";

/**
 * Above the pin's map, at checkout: whether the restaurant delivers there (and for what), or, in a box that is
 * announced and brought into view, why it cannot; the address is then not chosen for this order.
 */
export function PinAreaNote({ area }: { area: PinArea }) {
  const refusal = useRef<HTMLParagraphElement>(null);
  const refusedText = area.kind === "refused" ? area.text : null;
  useEffect(() => {
    if (refusedText) refusal.current?.scrollIntoView?.({ block: "center" });
  }, [refusedText]);
  if (area.kind === "none" || area.kind === "unknown") return null;
  if (area.kind === "checking")
    return (
      <p role="status" className="text-sm text-stone-600" data-testid="pin-area">
        Checking the restaurant delivers there…
      </p>
    );
  if (area.kind === "delivers")
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-900" data-testid="pin-area">
        <CheckIcon size={18} className="shrink-0" /> {area.text}
      </p>
    );
  return (
    <p
      ref={refusal}
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-950"
      data-testid="pin-area"
    >
      <TruckIcon size={18} className="mt-0.5 shrink-0" />
      {area.text}
    </p>
  );
}
