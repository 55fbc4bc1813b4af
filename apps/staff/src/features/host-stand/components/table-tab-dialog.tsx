import { formatMoney } from "@forkful/contracts/money";
import { TABLE_STATE_WORDS } from "@forkful/contracts/staff-tables";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { StaffDialog } from "../../../shared/ui/staff-dialog";
import { useClearTable } from "../api/clear-table";
import type { FloorTable } from "../api/get-tables";
import { minutesSince } from "../host-times";
import { useHostMove } from "../use-host-move";

/** A table's tab as the host sees it: who sits there and since when, its rounds, what is still due, and "cleared". */
export function TableTabDialog({ table, now, onClose }: { table: FloorTable; now: number; onClose: () => void }) {
  const clear = useClearTable();
  const { refusal, send } = useHostMove();
  const { tab } = table;
  return (
    <StaffDialog title={`${table.tableName} · ${TABLE_STATE_WORDS[table.state]}`} onClose={onClose}>
      <div className="flex flex-col gap-3 text-sm text-stone-800">
        {table.booking && (
          <p>
            <span className="font-semibold">{table.booking.fullName}</span> · {tab?.guests ?? table.booking.guestCount} guests
            {table.seatedAt && ` · seated ${minutesSince(table.seatedAt, now)} min ago`}
          </p>
        )}
        {!tab && <p>{table.state === "free" ? "Nobody is at this table." : "No order on this table yet."}</p>}
        {tab && (
          <>
            <ol aria-label="Rounds" className="flex flex-col gap-1">
              {tab.rounds.map((round) => (
                <li key={round.roundNo} className="flex justify-between gap-2">
                  <span>
                    Round {round.roundNo} · {round.dinerName}
                  </span>
                  <span className="font-semibold">{round.label}</span>
                </li>
              ))}
            </ol>
            <p>
              Bill {formatMoney(tab.total, tab.currency)} · paid {formatMoney(tab.paid, tab.currency)} ·{" "}
              <span className="font-bold">due {formatMoney(tab.due, tab.currency)}</span>
            </p>
            {tab.parts && (
              <p>
                Split in {tab.parts.count} parts, {tab.parts.paid} paid
              </p>
            )}
          </>
        )}
        {refusal && <FormAlert message={refusal} />}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {table.state === "clearing" && (
            <Button disabled={clear.isPending} onClick={() => void send(() => clear.mutateAsync(table.tableId), onClose)}>
              Cleared
            </Button>
          )}
        </div>
      </div>
    </StaffDialog>
  );
}
