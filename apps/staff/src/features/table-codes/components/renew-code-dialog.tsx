import { TABLE_QR_WORDS } from "@forkful/contracts/table-qr-codes";
import { Button } from "@forkful/ui/button";
import { StaffDialog } from "../../../shared/ui/staff-dialog";

export interface RenewCodeDialogProps {
  tableName: string;
  renewing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a table's code is renewed: the card on the table stops working at once. */
export function RenewCodeDialog({ tableName, renewing, onConfirm, onClose }: RenewCodeDialogProps) {
  return (
    <StaffDialog title={`${TABLE_QR_WORDS.newCode}: ${tableName}`} onClose={onClose}>
      <p className="text-sm text-stone-700">{TABLE_QR_WORDS.newCodeConfirm}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep the code
        </Button>
        <Button onClick={onConfirm} disabled={renewing}>
          {renewing ? "Renewing…" : "Give it a new code"}
        </Button>
      </div>
    </StaffDialog>
  );
}
