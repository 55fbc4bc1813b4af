import { cn } from "@forkful/ui/cn";
import type { FloorTable } from "../api/get-tables";
import { clockTime } from "../host-times";

const STATE_WORDS = { free: "Free", held: "Held", occupied: "Occupied" } as const;
const STATE_LOOKS = {
  free: "border-emerald-300 bg-emerald-50 text-emerald-950",
  held: "border-amber-300 bg-amber-50 text-amber-950",
  occupied: "border-stone-300 bg-stone-200 text-stone-900",
} as const;

/** Every table with its state at a glance: free, held for a notified party, or occupied (and by whom). */
export function TablesGrid({ tables, timeZone }: { tables: FloorTable[]; timeZone: string | null }) {
  const free = tables.filter((table) => table.state === "free").length;
  return (
    <section aria-labelledby="tables-title" className="flex flex-col gap-2">
      <h2 id="tables-title" className="text-sm font-bold tracking-wide text-stone-700 uppercase">
        Tables ({free} free of {tables.length})
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
        {tables.map((table) => (
          <li key={table.tableId} className={cn("rounded-xl border px-3 py-2 text-sm", STATE_LOOKS[table.state])}>
            <p className="font-bold">
              {table.tableName} <span className="font-normal">· {table.seats} seats</span>
            </p>
            <p className="font-semibold">{STATE_WORDS[table.state]}</p>
            {table.booking && <p className="truncate">{table.booking.fullName}</p>}
            {table.nextReservationAt && timeZone && <p>Booked {clockTime(table.nextReservationAt, timeZone)}</p>}
            <p className="text-xs">{table.sectionName}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
