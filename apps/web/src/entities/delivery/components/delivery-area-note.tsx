import { CheckIcon, TruckIcon } from "@forkful/ui/icons";
import { type ReactNode, useEffect, useRef } from "react";
import type { DeliveryArea } from "../lib/delivery-area";

export interface DeliveryAreaNoteProps {
  area: DeliveryArea;
  testId: string;
  /** Scroll a refusal into view as it appears (in a sheet whose form may have scrolled it away). */
  bringRefusalIntoView?: boolean;
  /** Under a refusal: a way out ("Switch to pickup"). */
  children?: ReactNode;
}

/**
 * Whether the restaurant delivers to an address or pin, announced as it changes: the address sheet's pin and the
 * checkout's chosen address say it alike.
 */
export function DeliveryAreaNote({ area, testId, bringRefusalIntoView = false, children }: DeliveryAreaNoteProps) {
  const refusal = useRef<HTMLDivElement>(null);
  const refusedText = area.kind === "refused" ? area.text : null;
  useEffect(() => {
    if (bringRefusalIntoView && refusedText) refusal.current?.scrollIntoView?.({ block: "center" });
  }, [bringRefusalIntoView, refusedText]);
  if (area.kind === "none" || area.kind === "unknown") return null;
  if (area.kind === "checking")
    return (
      <p role="status" className="text-sm text-stone-600" data-testid={testId}>
        Checking the restaurant delivers there…
      </p>
    );
  if (area.kind === "delivers")
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 px-3.5 py-3 text-sm font-medium text-emerald-900"
        data-testid={testId}
      >
        <CheckIcon size={18} className="shrink-0" />
        <span>{area.text}</span>
      </p>
    );
  return (
    <div
      ref={refusal}
      role="alert"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950"
      data-testid={testId}
    >
      <p className="flex items-start gap-2 font-medium">
        <TruckIcon size={18} className="mt-0.5 shrink-0" />
        {area.text}
      </p>
      {children}
    </div>
  );
}
