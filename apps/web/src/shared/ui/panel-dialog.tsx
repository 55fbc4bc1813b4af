import { cn } from "@forkful/ui/cn";
import { ModalDialog } from "@forkful/ui/modal-dialog";
import { type ReactNode, useId, useRef } from "react";
import { CloseButton } from "./icon-button";

export interface PanelDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Sticky footer (actions). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal panel for the pages that open over another (item detail, restaurant info, explore menu):
 * a full page on mobile, a centred dialog on wider screens. Native <dialog>: focus is trapped,
 * Escape and a click on the backdrop close it, and the page behind does not scroll.
 */
export function PanelDialog({ title, onClose, children, footer, className }: PanelDialogProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <ModalDialog
      onClose={onClose}
      labelledBy={titleId}
      // Start reading at the title rather than on the close button.
      initialFocus={() => titleRef.current}
      className={cn(
        "m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-stone-900 backdrop:bg-stone-950/50",
        "md:m-auto md:h-fit md:max-h-[88vh] md:w-[min(640px,calc(100vw-3rem))] md:rounded-2xl md:shadow-2xl",
        className,
      )}
    >
      <div className="flex h-full max-h-[inherit] flex-col">
        <header className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="min-w-0 flex-1 truncate text-lg font-bold outline-none">
            {title}
          </h2>
          <CloseButton onClose={onClose} />
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer && <footer className="border-t border-stone-200 bg-white px-4 py-3">{footer}</footer>}
      </div>
    </ModalDialog>
  );
}
