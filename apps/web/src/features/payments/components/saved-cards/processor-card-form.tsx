import { MESSAGES } from "@forkful/contracts/messages";
import type { CardSummary } from "@forkful/contracts/payments";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import type { RefObject } from "react";
import type { useProcessor } from "../../api/get-processor";
import { CardFrame, type CardFrameHandle } from "../card-frame";

export interface ProcessorCardFormProps {
  processor: ReturnType<typeof useProcessor>;
  frameRef: RefObject<CardFrameHandle | null>;
  onTokenized: (cardToken: string, card: CardSummary) => void;
  /** The form answered (a refusal it shows itself, or busy or not): `busy` is whether it is tokenizing. */
  onBusyChange: (busy: boolean) => void;
}

/** The processor's card form in its iframe, once the processor is known (with a Retry when it cannot be). */
export function ProcessorCardForm({ processor, frameRef, onTokenized, onBusyChange }: ProcessorCardFormProps) {
  if (processor.isError) {
    return (
      <div className="space-y-2">
        <FormAlert message={MESSAGES.cardFormUnavailable} detail={MESSAGES.menuLoadFailed} />
        <Button variant="secondary" size="sm" onClick={() => void processor.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (processor.isPending) {
    return (
      <div role="status" className="flex h-48 items-center justify-center gap-2 text-sm text-stone-600">
        <img src="/spinner.svg" alt="" width={28} height={28} />
        Loading the secure card form…
      </div>
    );
  }
  return (
    <CardFrame
      src={processor.data.cardFormUrl}
      handleRef={frameRef}
      onTokenized={onTokenized}
      // The form shows its own refusal beside the field it concerns ("Your card number is not valid.").
      onError={() => onBusyChange(false)}
      onBusyChange={onBusyChange}
      className="-mx-0.5"
    />
  );
}
