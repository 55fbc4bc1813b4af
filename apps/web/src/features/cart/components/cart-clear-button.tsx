import { useState } from "react";

/** Clear cart, after a second "Clear cart" (or Keep). */
export function CartClearButton({ onClear }: { onClear: () => void }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="h-9 rounded-lg px-3 text-sm font-semibold text-stone-600 hover:bg-stone-100"
      >
        Clear cart
      </button>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-stone-700">Remove every dish?</span>
      <button
        type="button"
        className="h-9 rounded-lg bg-red-600 px-3 font-semibold text-white"
        onClick={() => {
          setConfirming(false);
          onClear();
        }}
      >
        Clear cart
      </button>
      <button
        type="button"
        className="h-9 rounded-lg px-3 font-semibold text-stone-700 hover:bg-stone-100"
        onClick={() => setConfirming(false)}
      >
        Keep
      </button>
    </p>
  );
}
