import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { allDayCounts } from "../lib/kitchen-rail";

/** How many of each dish are still to make across the rail (of the selected station). */
export function AllDayCounts({ tickets }: { tickets: KitchenTicket[] }) {
  const counts = allDayCounts(tickets);
  return (
    <section aria-labelledby="all-day-title" className="rounded-xl border border-stone-200 bg-white p-3 lg:w-64 lg:shrink-0">
      <h2 id="all-day-title" className="text-base font-bold text-stone-900">
        All day
      </h2>
      {counts.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing left to make.</p>
      ) : (
        <ul className="mt-1 grid grid-cols-2 gap-x-3 gap-y-0.5 text-sm lg:grid-cols-1">
          {counts.map(({ itemName, quantity }) => (
            <li key={itemName} className="flex justify-between gap-2">
              <span className="text-stone-800">{itemName}</span>
              <span className="font-bold tabular-nums">{quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
