import type { SavedCard } from "@forkful/contracts/payments";
import { cn } from "@forkful/ui/cn";
import { TrashIcon } from "@forkful/ui/icons";
import { useEffect, useId, useRef } from "react";
import { CardBrandMark } from "./card-brand-mark";
import { brandName, cardName, expiryLabel, isExpired } from "./card-display";

export interface SavedCardRowProps {
  card: SavedCard;
  /** The remove question is open on this card. */
  confirming: boolean;
  /** The card is being removed. */
  removing: boolean;
  /** Why the last removal failed. */
  error: string | null;
  onAskRemove: () => void;
  onCancelRemove: () => void;
  onConfirmRemove: () => void;
  now?: Date;
}

/**
 * One saved card: its brand, •••• and the last four digits, its expiry (and an Expired badge once past it), and Remove
 * behind a second question. The question takes focus on its safe answer; Keep (or Escape) gives focus back to Remove.
 */
export function SavedCardRow({ card, confirming, removing, error, onAskRemove, onCancelRemove, onConfirmRemove, now }: SavedCardRowProps) {
  const questionId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(confirming);
  const expired = isExpired(card, now);
  const name = cardName(card);

  useEffect(() => {
    if (confirming && !wasConfirming.current) keepRef.current?.focus();
    if (!confirming && wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div
      className={cn(
        "rounded-2xl border bg-white p-4 transition",
        confirming ? "border-red-200 ring-1 ring-red-100" : "border-stone-200",
        expired && !confirming && "bg-stone-50",
      )}
    >
      <div className="flex items-center gap-3">
        <CardBrandMark cardType={card.cardType} expired={expired} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold text-stone-900">
            <span>{brandName(card.cardType)}</span>
            <span className="font-mono tracking-wider whitespace-nowrap">
              <span aria-hidden="true">•••• </span>
              <span className="sr-only">ending in </span>
              {card.lastFourDigits}
            </span>
            {expired && (
              <span aria-hidden="true" className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 uppercase">
                Expired
              </span>
            )}
          </p>
          <p className={cn("text-sm", expired ? "text-red-700" : "text-stone-600")}>
            {expired ? "Expired" : "Expires"} {expiryLabel(card)}
            {card.zipcode && <span className="text-stone-500"> · ZIP {card.zipcode}</span>}
          </p>
        </div>
        {!confirming && (
          <button
            ref={removeRef}
            type="button"
            data-remove-card
            onClick={onAskRemove}
            aria-label={`Remove ${name}`}
            className="flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-stone-700 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-red-200 focus-visible:outline-none"
          >
            <TrashIcon size={18} />
            <span className="max-sm:sr-only">Remove</span>
          </button>
        )}
      </div>
      {confirming && (
        // Escape closes the question, as it would a dialog.
        <fieldset
          aria-labelledby={questionId}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !removing) {
              event.stopPropagation();
              onCancelRemove();
            }
          }}
          className="mt-3 min-w-0 rounded-xl border-0 bg-red-50 p-3"
        >
          <p id={questionId} className="text-sm font-semibold text-red-900">
            Remove {name}?
          </p>
          <p className="text-sm text-red-800">You can add it again at checkout or on this page.</p>
          {error && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {/* aria-disabled, not disabled: the button keeps focus while the card is removed. */}
            <button
              type="button"
              aria-disabled={removing || undefined}
              onClick={() => !removing && onConfirmRemove()}
              className="h-10 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 aria-disabled:opacity-60"
            >
              {removing ? "Removing…" : "Remove"}
            </button>
            <button
              ref={keepRef}
              type="button"
              aria-disabled={removing || undefined}
              onClick={() => !removing && onCancelRemove()}
              className="h-10 rounded-lg px-4 text-sm font-semibold text-stone-700 hover:bg-white aria-disabled:opacity-60"
            >
              Keep card
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
