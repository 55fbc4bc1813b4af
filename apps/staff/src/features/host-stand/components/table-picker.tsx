import type { Booking } from "@forkful/contracts/bookings";
import { Chip } from "@forkful/ui/chip";
import type { FloorTable } from "../api/get-tables";

/** Tables a party may take: free ones with enough seats, or the one it already holds; the closest fit first. */
export function tablesFor(tables: FloorTable[], guestCount: number, reservationId?: string): FloorTable[] {
  return tables
    .filter(
      (table) =>
        table.seats >= guestCount &&
        (table.state === "free" || (reservationId !== undefined && table.booking?.reservationId === reservationId)),
    )
    .sort((a, b) => a.seats - b.seats || a.tableName.localeCompare(b.tableName, undefined, { numeric: true }));
}

/** Choose a table for a party (one tap); `noneLabel` offers no table at all. */
export function TablePicker({
  tables,
  chosen,
  onChoose,
  noneLabel,
  party,
}: {
  tables: FloorTable[];
  chosen: string | null;
  onChoose: (tableId: string | null) => void;
  noneLabel?: string;
  party?: Pick<Booking, "reservationId">;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">Table</legend>
      <div className="flex flex-wrap gap-2">
        {noneLabel && (
          <Chip selected={chosen === null} onClick={() => onChoose(null)}>
            {noneLabel}
          </Chip>
        )}
        {tables.map((table) => (
          <Chip key={table.tableId} selected={chosen === table.tableId} onClick={() => onChoose(table.tableId)} className="h-11">
            {table.tableName} · {table.seats} seats
            {party && table.booking?.reservationId === party.reservationId ? " (held)" : ""}
          </Chip>
        ))}
      </div>
      {tables.length === 0 && <p className="text-sm text-stone-700">No free table seats this party right now.</p>}
    </fieldset>
  );
}
