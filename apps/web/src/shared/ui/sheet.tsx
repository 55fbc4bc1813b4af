import { cn } from "@forkful/ui/cn";
import { ArrowLeftIcon } from "@forkful/ui/icons";
import { ModalDialog } from "@forkful/ui/modal-dialog";
import { type ReactNode, useId } from "react";
import { CloseButton, IconButton } from "./icon-button";

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A back arrow before the title (a step inside the sheet). */
  onBack?: () => void;
  className?: string;
}

/**
 * A modal sheet: it rises from the bottom on mobile and is a centred dialog on wider screens. Native <dialog>:
 * focus stays inside, Escape and a click on the backdrop close it, the page behind does not scroll, and focus goes
 * back where it was when it closes.
 */
export function Sheet({ title, onClose, children, onBack, className }: SheetProps) {
  const titleId = useId();

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      restoreFocus
      // The form's first field, rather than the close button the dialog would pick.
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>("[data-autofocus]")}
      className={cn(
        "sheet-in mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/50",
        "md:m-auto md:max-h-[88vh] md:w-[min(460px,calc(100vw-3rem))] md:rounded-3xl",
        className,
      )}
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-stone-300 md:hidden" aria-hidden="true" />
        <header className="flex items-center gap-2 px-3 pt-2 pb-1 md:px-4 md:pt-4">
          {onBack ? (
            <IconButton label="Back" onClick={onBack} className="text-stone-700">
              <ArrowLeftIcon />
            </IconButton>
          ) : (
            <span className="w-2" aria-hidden="true" />
          )}
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-xl font-extrabold tracking-tight">
            {title}
          </h2>
          <CloseButton onClose={onClose} />
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-[max(1.5rem,env(safe-area-inset-bottom))] md:px-6">
          {children}
        </div>
      </div>
    </ModalDialog>
  );
}
