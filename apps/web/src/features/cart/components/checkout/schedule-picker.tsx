import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { ClockIcon } from "@forkful/ui/icons";
import { useId, useRef } from "react";
import { clockInZone, dayAndTime, dayOption, todayInZone } from "../../../../shared/lib/zone-days";
import { DayTimePicker } from "../../../../shared/ui/day-time-picker";
import type { TimeSlot } from "../../stores/cart-state";

export interface SchedulePickerProps {
  /** "Ready", "Delivered", "Served". */
  verb: string;
  /** The restaurant's time zone: days and times are its own. */
  timeZone: string;
  /** The times an order can be scheduled for, in order (POST /order/slots/v2); `date` is the slot's local day. */
  slots: readonly TimeSlot[];
  selected: TimeSlot | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSlot: (slot: TimeSlot) => void;
  /** The section's error line, read with the summary. */
  errorId?: string;
  now?: Date;
}

/**
 * A scheduled order's time: collapsed, one line that always names the day ("Ready at Tomorrow, 6:00 PM"); open, the
 * restaurant's days, then the chosen day's times. Another day takes its first time, so a time is always chosen.
 */
export function SchedulePicker({
  verb,
  timeZone,
  slots,
  selected,
  open,
  onOpenChange,
  onSlot,
  errorId,
  now = new Date(),
}: SchedulePickerProps) {
  const labelId = useId();
  const valueId = useId();
  const actionId = useId();
  const pickerId = useId();
  const summary = useRef<HTMLButtonElement>(null);
  const today = todayInZone(timeZone, now);
  const clockOf = (slot: TimeSlot) => clockInZone(new Date(slot.startsAt), timeZone);
  const dates = [...new Set(slots.map((slot) => slot.date))];
  const day = selected?.date ?? dates[0] ?? today;
  const times = open
    ? slots
        .filter((slot) => slot.date === day)
        .map((slot) => {
          const clock = clockOf(slot);
          return { value: slot.startsAt, label: clock, name: dayAndTime(day, clock, today), available: true };
        })
    : [];

  return (
    <div className="mt-3">
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-stone-800">
        {verb} at
      </p>
      <button
        ref={summary}
        type="button"
        aria-expanded={open}
        aria-controls={pickerId}
        aria-labelledby={`${labelId} ${valueId} ${actionId}`}
        aria-describedby={errorId}
        onClick={() => onOpenChange(!open)}
        className={cn(
          "flex min-h-12 w-full items-center gap-3 rounded-xl border bg-white px-3.5 text-left transition hover:bg-stone-50",
          "outline-offset-2 focus-visible:outline-3 focus-visible:outline-stone-900",
          errorId ? "border-red-600" : "border-stone-300",
        )}
      >
        <ClockIcon size={18} className="shrink-0 text-stone-500" />
        <span id={valueId} className="flex-1 font-semibold text-stone-900" data-testid="schedule-summary">
          {selected ? dayAndTime(selected.date, clockOf(selected), today) : "Choose a time"}
        </span>
        <span id={actionId} className="shrink-0 text-sm font-semibold text-brand">
          {open ? "Hide" : "Change"}
        </span>
      </button>
      <div id={pickerId} hidden={!open} className="mt-3 rounded-xl border border-stone-200 bg-stone-50/60 p-3.5">
        {open && (
          <>
            <DayTimePicker
              days={dates.map((date) => dayOption(date, today))}
              day={day}
              onDay={(date) => {
                const first = slots.find((slot) => slot.date === date);
                if (first) onSlot(first);
              }}
              times={times}
              time={selected?.startsAt ?? null}
              onTime={(startsAt) => {
                const slot = slots.find((s) => s.startsAt === startsAt);
                if (slot) onSlot(slot);
              }}
            />
            <Button
              variant="secondary"
              className="mt-4 w-full sm:w-auto"
              onClick={() => {
                onOpenChange(false);
                summary.current?.focus();
              }}
            >
              Done
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
