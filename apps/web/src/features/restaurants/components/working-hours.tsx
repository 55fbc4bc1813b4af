import type { WorkingHours as Hours } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { formatWindows, hoursByWeekday, weekdayInZone, zoneLabel } from "../../../entities/restaurant/lib/opening-hours";

export interface WorkingHoursProps {
  workingHours: readonly Hours[];
  timeZone: string;
  now?: Date;
}

/** Each weekday's hours in the restaurant's own time zone, today highlighted. */
export function WorkingHours({ workingHours, timeZone, now = new Date() }: WorkingHoursProps) {
  const today = weekdayInZone(now, timeZone);
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">Opening hours</caption>
        <tbody>
          {hoursByWeekday(workingHours).map((day) => {
            const isToday = day.day === today;
            return (
              <tr
                key={day.day}
                aria-current={isToday ? "date" : undefined}
                className={cn(isToday && "bg-brand/10 font-semibold text-stone-900")}
              >
                <th scope="row" className={cn("py-1.5 pr-4 pl-2 text-left font-medium", isToday ? "rounded-l-lg" : "text-stone-700")}>
                  {day.name}
                  {isToday && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-[11px] text-on-brand">Today</span>}
                </th>
                <td className={cn("py-1.5 pr-2 text-right tabular-nums", isToday ? "rounded-r-lg" : "text-stone-600")}>
                  {day.windows.length === 0
                    ? formatWindows(day.windows)
                    : day.windows.map((w) => (
                        <span key={w.open} className="block">
                          {formatWindows([w])}
                        </span>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-500">Times are local to the restaurant ({zoneLabel(timeZone, now)}).</p>
    </div>
  );
}
