import { cn } from "../../../shared/lib/cn";
import type { ReservationDay } from "../lib/reservation-days";

export interface DayPickerProps {
  days: readonly ReservationDay[];
  value: string;
  onChange: (date: string) => void;
}

/** The reservable days as a horizontal strip that scrolls sideways (a phone's width shows about five). */
export function DayPicker({ days, value, onChange }: DayPickerProps) {
  return (
    <ul aria-label="Day" className="flex snap-x gap-2 overflow-x-auto pb-2">
      {days.map((day) => {
        const selected = day.date === value;
        return (
          <li key={day.date} className="snap-start">
            <button
              type="button"
              aria-pressed={selected}
              aria-label={`${day.label}, ${day.month} ${day.dayOfMonth}`}
              onClick={() => onChange(day.date)}
              className={cn(
                "flex h-[4.5rem] w-16 flex-col items-center justify-center rounded-2xl border text-sm transition",
                selected ? "border-brand bg-brand text-on-brand shadow-sm" : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
              )}
            >
              <span className="text-xs font-medium">{day.label}</span>
              <span className="text-lg leading-tight font-bold">{day.dayOfMonth}</span>
              <span className="text-xs">{day.month}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
