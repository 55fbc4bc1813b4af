import type { EventSlot } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import { cn } from "@forkful/ui/cn";
import { useId, useState } from "react";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { formatClock } from "../../../../entities/restaurant/lib/opening-hours";
import type { TimeSlot } from "../../stores/cart-state";
import { FieldError } from "./field-error";
import { SchedulePicker } from "./schedule-picker";

export interface WhenSectionProps {
  orderType: MenuType;
  /** The restaurant's time zone: slot times are shown in it. */
  timeZone: string;
  /** The restaurant's ETA in minutes for this order type. */
  etaMinutes: number;
  slots: { asapAvailable: boolean; slots: TimeSlot[] } | null;
  slotsLoading: boolean;
  slotsError: boolean;
  orderTimeASAP: boolean;
  selectedTimeSlot: TimeSlot | null;
  /** An event-date order: one of the event's slots, instead of ASAP or a time. */
  event: { name: string; date: string; slots: EventSlot[]; chosen: EventSlot | null } | null;
  error?: string;
  onAsap: () => void;
  onSlot: (slot: TimeSlot) => void;
  onEventSlot: (slotId: number) => void;
}

const radioCard = (checked: boolean, disabled = false) =>
  cn(
    "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
    checked ? "border-brand bg-brand/5" : "border-stone-200 hover:bg-stone-50",
    disabled && "cursor-not-allowed opacity-50 hover:bg-transparent",
  );

/** When: as soon as possible or a scheduled day and time (the restaurant's slots, in its zone), or an event's slot. */
export function WhenSection(props: WhenSectionProps) {
  const { orderType, timeZone, etaMinutes, slots, slotsLoading, slotsError, orderTimeASAP, selectedTimeSlot, event, error } = props;
  const errorId = useId();
  // The day-then-time picker opens when the diner turns to Schedule, and folds to its one line when they are done.
  const [picking, setPicking] = useState(false);
  const verb = orderType === "delivery" ? "Delivered" : orderType === "dinein" ? "Served" : "Ready";

  if (event) {
    return (
      <CheckoutSection title="When" description={`${event.name} · ${event.date}`}>
        <div role="radiogroup" aria-label="Event slot" aria-describedby={error ? errorId : undefined} className="grid gap-2 sm:grid-cols-2">
          {event.slots.map((slot) => (
            <label key={slot.id} className={radioCard(event.chosen?.id === slot.id)}>
              <input
                type="radio"
                name="event-slot"
                checked={event.chosen?.id === slot.id}
                onChange={() => props.onEventSlot(slot.id)}
                className="h-5 w-5 accent-[var(--brand)]"
              />
              <span>
                <span className="block font-semibold text-stone-900">{slot.label}</span>
                <span className="block text-sm text-stone-600">
                  {formatClock(slot.startsAt)} – {formatClock(slot.endsAt)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </CheckoutSection>
    );
  }

  const asapAvailable = slots?.asapAvailable ?? false;
  const scheduled = !orderTimeASAP;
  const noTimes = slots !== null && !asapAvailable && slots.slots.length === 0;

  return (
    <CheckoutSection title="When" description="Times are the restaurant's local time.">
      <div role="radiogroup" aria-label="When" aria-describedby={error ? errorId : undefined} className="grid gap-2 sm:grid-cols-2">
        <label className={radioCard(!scheduled && asapAvailable, !asapAvailable)}>
          <input
            type="radio"
            name="when"
            checked={!scheduled}
            disabled={!asapAvailable}
            onChange={props.onAsap}
            className="h-5 w-5 accent-[var(--brand)]"
          />
          <span>
            <span className="block font-semibold text-stone-900">As soon as possible</span>
            <span className="block text-sm text-stone-600">
              {slotsLoading ? "Checking…" : asapAvailable ? `${verb} in about ${etaMinutes} min` : "Not available right now"}
            </span>
          </span>
        </label>
        <label className={radioCard(scheduled, (slots?.slots.length ?? 0) === 0)}>
          <input
            type="radio"
            name="when"
            checked={scheduled}
            disabled={(slots?.slots.length ?? 0) === 0}
            onChange={() => {
              const first = slots?.slots[0];
              if (first) props.onSlot(selectedTimeSlot ?? first);
              setPicking(true);
            }}
            className="h-5 w-5 accent-[var(--brand)]"
          />
          <span>
            <span className="block font-semibold text-stone-900">Schedule</span>
            <span className="block text-sm text-stone-600">
              {(slots?.slots.length ?? 0) > 0
                ? "Choose a time"
                : orderType === "dinein"
                  ? "Dine-in orders are for now"
                  : "No times to choose"}
            </span>
          </span>
        </label>
      </div>

      {scheduled && slots && slots.slots.length > 0 && (
        <SchedulePicker
          verb={verb}
          timeZone={timeZone}
          slots={slots.slots}
          selected={selectedTimeSlot}
          open={picking}
          onOpenChange={setPicking}
          onSlot={props.onSlot}
          errorId={error ? errorId : undefined}
        />
      )}
      {slotsError && <p className="mt-2 text-sm text-red-700">{MESSAGES.slotGenerationFailed}: the times could not be loaded.</p>}
      {noTimes && <p className="mt-2 text-sm text-amber-800">{MESSAGES.noTimesAvailable}</p>}
      <FieldError id={errorId} message={error} />
    </CheckoutSection>
  );
}
