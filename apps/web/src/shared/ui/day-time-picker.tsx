import { cn } from "@forkful/ui/cn";
import { type ReactNode, useId } from "react";
import type { DayOption } from "../lib/zone-days";

/** A time a picker offers on the chosen day. */
export interface TimeOption {
  /** What the picker hands back ("18:15", or an ISO instant). */
  value: string;
  /** As shown: "6:15 PM". */
  label: string;
  /** As read, with its day: "Tomorrow, 6:15 PM". */
  name: string;
  /** false: shown, but taken. */
  available: boolean;
}

export interface DayTimePickerProps {
  days: readonly DayOption[];
  day: string;
  onDay: (date: string) => void;
  /** The chosen day's times. */
  times: readonly TimeOption[];
  time: string | null;
  onTime: (value: string) => void;
  /** Under the "Time" legend (the zone the times are in). */
  timeHint?: ReactNode;
  /** Shown instead of the times while they load, fail or there are none. */
  timesInstead?: ReactNode;
}

const legend = "mb-2 text-sm font-bold text-stone-900";

interface RadioChipProps {
  group: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** What the option is read as. */
  name: string;
  onChoose: (value: string) => void;
  className: string;
  children: ReactNode;
}

/** One option: a native radio, unseen over its whole chip (a click or tap anywhere on the chip lands on it). */
function RadioChip({ group, value, checked, disabled = false, name, onChoose, className, children }: RadioChipProps) {
  return (
    <label
      className={cn(
        "relative border transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-900",
        className,
      )}
    >
      <input
        type="radio"
        name={group}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        aria-label={name}
        className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}

/**
 * A day, then a time on it: two groups of radio buttons (Tab to the group, the arrow keys to move through it), each
 * option read with its day and date ("Tomorrow, Sun 29 Nov", "Tomorrow, 6:15 PM"). The days scroll sideways on a
 * phone; the times wrap.
 */
export function DayTimePicker({ days, day, onDay, times, time, onTime, timeHint, timesInstead }: DayTimePickerProps) {
  const dayGroup = useId();
  const timeGroup = useId();
  return (
    <div className="space-y-5">
      <fieldset className="min-w-0">
        <legend className={legend}>Day</legend>
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-2">
          {days.map((option) => (
            <RadioChip
              key={option.date}
              group={dayGroup}
              value={option.date}
              checked={option.date === day}
              name={option.name}
              onChoose={onDay}
              className={cn(
                "flex h-[4.5rem] w-16 shrink-0 snap-start flex-col items-center justify-center rounded-2xl text-sm",
                option.date === day
                  ? "border-brand bg-brand text-on-brand shadow-sm"
                  : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
              )}
            >
              <span className="text-xs font-medium">{option.label}</span>
              <span className="text-lg leading-tight font-bold">{option.dayOfMonth}</span>
              <span className="text-xs">{option.month}</span>
            </RadioChip>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className={legend}>Time</legend>
        {timeHint}
        {timesInstead ?? (
          <div className="flex flex-wrap gap-2 p-0.5">
            {times.map((option) => (
              <RadioChip
                key={option.value}
                group={timeGroup}
                value={option.value}
                checked={option.value === time}
                disabled={!option.available}
                name={option.available ? option.name : `${option.name}, taken`}
                onChoose={onTime}
                className={cn(
                  "inline-flex h-10 min-w-20 items-center justify-center rounded-full px-3.5 text-sm font-medium whitespace-nowrap tabular-nums",
                  !option.available
                    ? "border-stone-200 bg-stone-100 text-stone-400 line-through"
                    : option.value === time
                      ? "border-brand bg-brand text-on-brand"
                      : "border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50",
                )}
              >
                {option.label}
              </RadioChip>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
