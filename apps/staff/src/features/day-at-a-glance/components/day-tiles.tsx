import type { RestaurantDay } from "@forkful/contracts/day-at-a-glance";
import { cn } from "@forkful/ui/cn";
import { useId } from "react";
import { figureTexts } from "./day-format";

/** One restaurant's day in five tiles: orders, revenue, average prep, average wait, late orders. */
export function DayTiles({ day, named }: { day: RestaurantDay; named: boolean }) {
  const titleId = useId();
  const { restaurant } = day;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className={cn("font-bold text-stone-900", named ? "text-lg" : "sr-only")}>
        {restaurant.branchName}
        {restaurant.current && (
          <>
            {" "}
            <span className="ml-1 text-sm font-semibold text-stone-600">(you are here)</span>
          </>
        )}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {figureTexts(day.figures, restaurant.currency).map((figure) => (
          <div
            key={figure.label}
            className={cn(
              "flex flex-col gap-1 rounded-2xl border bg-white p-3 shadow-sm",
              figure.warn ? "border-amber-400 bg-amber-50" : "border-stone-200",
            )}
          >
            <dt className="text-sm font-semibold text-stone-700">{figure.label}</dt>
            <dd className="text-2xl font-extrabold text-stone-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
