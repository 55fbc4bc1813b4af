import { type ReactNode, type RefObject, useEffect, useRef } from "react";

export interface ModalDialogProps {
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** Where focus starts when the dialog opens (the dialog picks its first control otherwise). */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Give focus back to what had it before the dialog opened. */
  restoreFocus?: boolean;
  className: string;
  children: ReactNode;
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/**
 * The one modal behind sheets and panels. Native <dialog>: focus is trapped, Escape and a click on the backdrop
 * close it, and the page behind does not scroll while it is open.
 */
export function ModalDialog({ onClose, labelledBy, initialFocus, restoreFocus = false, className, children, dialogRef }: ModalDialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = restoreFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function" && !dialog.open) dialog.showModal();
    else dialog.setAttribute("open", "");
    initialFocusRef.current?.(dialog)?.focus({ preventScroll: true });
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [ref, restoreFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCloseRef.current();
        }
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
