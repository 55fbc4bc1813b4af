import type { Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { StaffDialog } from "../../../shared/ui/staff-dialog";
import type { FloorTable } from "../api/get-tables";
import { TablePicker, tablesFor } from "./table-picker";

/**
 * Seat a party at a table, or tell it its table is ready (notify: a table is optional; the one named is held for it).
 * A refusal (the table was just taken) is said here and the dialog stays open.
 */
export function SeatDialog({
  kind,
  party,
  tables,
  pending,
  refusal,
  onConfirm,
  onClose,
}: {
  kind: "seat" | "notify";
  party: Booking;
  tables: FloorTable[];
  pending: boolean;
  refusal: string | null;
  onConfirm: (tableId: string | null) => void;
  onClose: () => void;
}) {
  const fitting = tablesFor(tables, party.guestCount, party.reservationId);
  const held = party.table?.tableId ?? null;
  const [chosen, setChosen] = useState<string | null>(held ?? (kind === "seat" ? (fitting[0]?.tableId ?? null) : null));
  const who = `${party.fullName} (${party.guestCount})`;
  return (
    <StaffDialog title={kind === "seat" ? `Seat ${who}` : `Table ready for ${who}`} onClose={onClose}>
      {kind === "notify" && <p className="text-sm text-stone-700">They get a text; a table you choose is held for them.</p>}
      <TablePicker
        tables={fitting}
        chosen={chosen}
        onChoose={setChosen}
        noneLabel={kind === "notify" ? "No table yet" : undefined}
        party={party}
      />
      {refusal && <FormAlert message={refusal} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Back
        </Button>
        <Button disabled={pending || (kind === "seat" && !chosen)} onClick={() => onConfirm(chosen)}>
          {kind === "seat" ? (pending ? "Seating…" : "Seat") : pending ? "Notifying…" : "Notify"}
        </Button>
      </div>
    </StaffDialog>
  );
}
