import { ModalDialog } from "@forkful/ui/modal-dialog";
import { type ReactNode, useId } from "react";

/** A centred dialog of the console (a move that asks for something: a prep time, a reason). */
export function StaffDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      restoreFocus
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-stone-900/50"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {children}
      </div>
    </ModalDialog>
  );
}
