import { cn } from "@forkful/ui/cn";
import { CheckIcon, PlusIcon } from "@forkful/ui/icons";
import { useEffect, useState } from "react";

/** How long the button shows that the dish went in. */
const ADDED_MS = 1600;

/**
 * The "+" of a menu card: adds one of the dish with its defaults, straight from the menu, then shows a tick and says
 * so to screen readers. It sits above the card's link, which still opens the dish.
 */
export function QuickAddButton({ name, onAdd }: { name: string; onAdd: () => Promise<boolean> | boolean }) {
  const [added, setAdded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added]);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      if (await onAdd()) setAdded(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        aria-label={`Add ${name}`}
        onClick={add}
        className={cn(
          "absolute right-2 bottom-2 z-10 flex h-10 items-center justify-center gap-1 rounded-full border shadow-md transition active:scale-95",
          added
            ? "border-emerald-700 bg-emerald-700 px-3 text-sm font-semibold text-white"
            : "w-10 border-stone-200 bg-white text-stone-900 hover:bg-stone-100",
        )}
      >
        {added ? <CheckIcon size={18} /> : <PlusIcon size={20} />}
        {added && <span aria-hidden="true">Added</span>}
      </button>
      <span className="sr-only" role="status">
        {added ? `${name} added to your cart` : ""}
      </span>
    </>
  );
}
