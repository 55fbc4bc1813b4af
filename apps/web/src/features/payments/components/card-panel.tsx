import { MESSAGES } from "@forkful/contracts/messages";
import type { CardSummary } from "@forkful/contracts/payments";
import { FormAlert } from "@forkful/ui/form-alert";
import { LockIcon } from "@forkful/ui/icons";
import type { Ref } from "react";
import { useProcessor } from "../api/get-processor";
import { CardFormPlaceholder, CardFrame, type CardFrameHandle } from "./card-frame";

export interface CardPanelProps {
  handleRef: Ref<CardFrameHandle>;
  /** Signed-in diners may keep the card for next time. */
  canSave: boolean;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  onTokenized: (token: string, card: CardSummary) => void;
  onError: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}

/** A new card: the processor's form (the number never touches this page) and "Save this card for next time". */
export function CardPanel({ handleRef, canSave, saveCard, onSaveCard, onTokenized, onError, onBusyChange }: CardPanelProps) {
  const processor = useProcessor();
  return (
    <div className="space-y-3">
      {processor.isError ? (
        <FormAlert message={MESSAGES.cardFormUnavailable} detail="Choose another way to pay, or try again later." />
      ) : processor.data ? (
        <CardFrame
          src={processor.data.cardFormUrl}
          handleRef={handleRef}
          onTokenized={onTokenized}
          onError={onError}
          onBusyChange={onBusyChange}
        />
      ) : (
        <CardFormPlaceholder />
      )}
      {canSave && (
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => onSaveCard(event.target.checked)}
            className="h-5 w-5 accent-[var(--brand)]"
          />
          Save this card for next time
        </label>
      )}
      <p className="flex items-center gap-1.5 text-xs text-stone-600">
        <LockIcon size={14} /> Your card details go straight to the card processor; Forkful never sees them.
      </p>
    </div>
  );
}
