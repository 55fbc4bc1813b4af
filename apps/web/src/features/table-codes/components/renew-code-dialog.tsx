import { TABLE_QR_WORDS } from "@forkful/contracts/table-qr-codes";
import { Button } from "@forkful/ui/button";
import { ModalDialog } from "@forkful/ui/modal-dialog";

export interface RenewCodeDialogProps {
  tableName: string;
  renewing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a table's code is renewed: the card on the table stops working at once. */
export function RenewCodeDialog({ tableName, renewing, onConfirm, onClose }: RenewCodeDialogProps) {
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy="renew-code-title"
      restoreFocus
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id="renew-code-title" className="text-lg font-bold text-stone-900">
        {TABLE_QR_WORDS.newCode}: {tableName}
      </h2>
      <p className="mt-2 text-sm text-stone-600">{TABLE_QR_WORDS.newCodeConfirm}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep the code
        </Button>
        <Button onClick={onConfirm} disabled={renewing}>
          {renewing ? "Renewing…" : "Give it a new code"}
        </Button>
      </div>
    </ModalDialog>
  );
}
