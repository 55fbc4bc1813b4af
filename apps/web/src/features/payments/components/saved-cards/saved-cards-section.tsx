import { MESSAGES } from "@forkful/contracts/messages";
import type { SavedCard } from "@forkful/contracts/payments";
import { buttonClasses } from "@forkful/ui/button";
import { ErrorState } from "@forkful/ui/error-state";
import { CreditCardIcon, PlusIcon } from "@forkful/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { LoadingPlaceholder } from "../../../../shared/ui/loading-placeholder";
import { notify } from "../../../../shared/ui/toast";
import { useDeleteCard } from "../../api/delete-card";
import { useCards } from "../../api/get-cards";
import { AddCardSheet } from "./add-card-sheet";
import { SavedCardRow } from "./saved-card-row";

/**
 * Where focus goes when the list changes under it: after a removal, to the card that took the removed one's place, else
 * the one before, else "Add a card"; after a card was added from the empty page (its button is gone), to "Add a card".
 */
function useFocusAfterChange(cards: SavedCard[] | undefined) {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<number | "add" | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (target === null || !cards) return;
    pending.current = null;
    if (target === "add") {
      if (!addRef.current?.contains(document.activeElement)) addRef.current?.focus();
      return;
    }
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove-card]") ?? [];
    (buttons[Math.min(target, buttons.length - 1)] ?? addRef.current)?.focus();
  }, [cards]);
  return {
    listRef,
    addRef,
    focusAfter: (target: number | "add") => {
      pending.current = target;
    },
  };
}

/**
 * The account's Cards page: the signed-in diner's saved cards (brand, last four digits, expiry), adding one through the
 * processor's card form, and removing one after a second question. Cards saved at checkout are listed here too.
 */
export function SavedCardsSection() {
  const session = useSession();
  const customerId = session.kind === "guest" ? null : session.customerId;
  const cards = useCards(customerId);
  const remove = useDeleteCard({ customerId: customerId ?? "" });
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { listRef, addRef, focusAfter } = useFocusAfterChange(cards.data);

  if (!customerId) return null;
  if (cards.isPending) return <LoadingPlaceholder />;
  // getCards holds the card-list start throttle (100 ms): a double-tapped Retry sends one request.
  if (cards.isError) return <ErrorState onRetry={() => void cards.refetch()} />;
  const list = cards.data;

  function ask(cardId: string) {
    setConfirming(cardId);
    setRemoveError(null);
  }

  function confirmRemove(card: SavedCard, index: number) {
    setRemoveError(null);
    remove.mutate(card.cardId, {
      onSuccess: (result) => {
        if (!result.ok) return setRemoveError(result.status === 403 ? MESSAGES.genericFailure : MESSAGES.cardRemoveFailed);
        setConfirming(null);
        focusAfter(index);
        notify(MESSAGES.cardRemoved);
      },
      onError: () => setRemoveError(MESSAGES.cardRemoveFailed),
    });
  }

  const sheet = adding && (
    <AddCardSheet
      customerId={customerId}
      onClose={() => setAdding(false)}
      onSaved={() => {
        focusAfter("add");
        setAdding(false);
        notify(MESSAGES.cardSaved);
      }}
    />
  );

  if (list.length === 0) {
    return (
      <>
        <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
          <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
            <CreditCardIcon size={26} />
          </div>
          <p className="text-lg font-semibold text-stone-900">{MESSAGES.noSavedCards}</p>
          <p className="text-sm text-stone-600">
            Cards are saved when you choose to at checkout, or you can add one here. We keep only the brand, the last four digits and the
            expiry date, and you can remove a card at any time.
          </p>
          <button type="button" ref={addRef} className={buttonClasses("primary", "lg", "mt-3")} onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add a card
          </button>
        </div>
        {sheet}
      </>
    );
  }

  return (
    <>
      <div className="max-w-2xl space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">
            {list.length} saved {list.length === 1 ? "card" : "cards"}
          </p>
          <button type="button" ref={addRef} className={buttonClasses("secondary")} onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add a card
          </button>
        </div>
        <ul ref={listRef} aria-label="Saved cards" className="space-y-3">
          {list.map((card, index) => (
            <li key={card.cardId}>
              <SavedCardRow
                card={card}
                confirming={confirming === card.cardId}
                removing={confirming === card.cardId && remove.isPending}
                error={confirming === card.cardId ? removeError : null}
                onAskRemove={() => ask(card.cardId)}
                onCancelRemove={() => setConfirming(null)}
                onConfirmRemove={() => confirmRemove(card, index)}
              />
            </li>
          ))}
        </ul>
        <p className="text-xs text-stone-500">
          Card numbers are kept by our card processor, never by Forkful. Saved cards can be picked when you pay at checkout.
        </p>
      </div>
      {sheet}
    </>
  );
}
