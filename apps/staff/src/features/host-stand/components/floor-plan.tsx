import { formatMoney } from "@forkful/contracts/money";
import { TABLE_STATE_WORDS } from "@forkful/contracts/staff-tables";
import { cn } from "@forkful/ui/cn";
import { useState } from "react";
import type { FloorTable } from "../api/get-tables";
import { clockTime, minutesSince } from "../host-times";
import { LEGEND, STATE_LOOKS } from "./table-states";
import { TableTabDialog } from "./table-tab-dialog";

/**
 * The floor plan: every table in the floor's order with its state (colour, border and word, and a legend), who sits
 * there and their tab at a glance. Tapping a table opens its tab and the moves a host may make.
 */
export function FloorPlan({ tables, timeZone, now }: { tables: FloorTable[]; timeZone: string | null; now: number }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = tables.find((table) => table.tableId === openId) ?? null;
  const free = tables.filter((table) => table.state === "free").length;
  return (
    <section aria-labelledby="tables-title" className="flex flex-col gap-2">
      <h2 id="tables-title" className="text-sm font-bold tracking-wide text-stone-700 uppercase">
        Tables ({free} free of {tables.length})
      </h2>
      <ul aria-label="What the colours mean" className="flex flex-wrap gap-1.5 text-xs">
        {LEGEND.map(({ state, word, look }) => (
          <li key={state} className={cn("rounded-full border px-2 py-0.5 font-semibold", look)}>
            {word}
          </li>
        ))}
      </ul>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
        {tables.map((table) => (
          <li key={table.tableId}>
            <TableTile table={table} timeZone={timeZone} now={now} onOpen={() => setOpenId(table.tableId)} />
          </li>
        ))}
      </ul>
      {open && <TableTabDialog table={open} now={now} onClose={() => setOpenId(null)} />}
    </section>
  );
}

function TableTile({ table, timeZone, now, onOpen }: { table: FloorTable; timeZone: string | null; now: number; onOpen: () => void }) {
  const { tab } = table;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${table.tableName}: ${TABLE_STATE_WORDS[table.state]}`}
      className={cn("flex h-full w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm", STATE_LOOKS[table.state])}
    >
      <span className="font-bold">
        {table.tableName} <span className="font-normal">· {table.seats} seats</span>
      </span>
      <span className="font-semibold">{TABLE_STATE_WORDS[table.state]}</span>
      {table.booking && <span className="w-full truncate">{table.booking.fullName}</span>}
      {tab && (
        <span className="text-xs">
          {tab.guests} guests · {formatMoney(tab.total, tab.currency)}
          {tab.openRounds > 0 && ` · ${tab.openRounds} open`}
        </span>
      )}
      {table.seatedAt && <span className="text-xs">Seated {minutesSince(table.seatedAt, now)} min</span>}
      {table.nextReservationAt && timeZone && <span className="text-xs">Booked {clockTime(table.nextReservationAt, timeZone)}</span>}
      <span className="text-xs">{table.sectionName}</span>
    </button>
  );
}
