import { MESSAGES } from "@forkful/contracts/messages";
import { type CardSummary, type SavedCard, saveCardRequestSchema } from "@forkful/contracts/payments";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { LockIcon } from "@forkful/ui/icons";
import { TextField } from "@forkful/ui/text-field";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Sheet } from "../../../../shared/ui/sheet";
import { useProcessor } from "../../api/get-processor";
import { useSaveCard } from "../../api/save-card";
import type { CardFrameHandle } from "../card-frame";
import { ProcessorCardForm } from "./processor-card-form";

const zipcodeSchema = saveCardRequestSchema.shape.zipcode.unwrap();
/** How long the card form may take to start on a Save (it says "busy" at once) before Save is offered again. */
export const CARD_FORM_ANSWER_MS = 5000;

export interface AddCardSheetProps {
  customerId: string;
  onClose: () => void;
  onSaved: (card: SavedCard) => void;
}

/**
 * Adding a card: the processor's card form in its iframe (this page never sees the number), an optional ZIP or PIN
 * code, and Save, which asks the form for a single-use token and then saves the card with it (POST /cards). A card
 * the processor refuses shows why: "Invalid Card Details" (spec §8), or that it was declined or could not be checked;
 * the diner can correct it, or use another card, and save again.
 */
export function AddCardSheet({ customerId, onClose, onSaved }: AddCardSheetProps) {
  const processor = useProcessor();
  const save = useSaveCard();
  const frame = useRef<CardFrameHandle>(null);
  const [zipcode, setZipcode] = useState("");
  const [zipcodeError, setZipcodeError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saving = tokenizing || save.isPending;
  // A form that is still loading (or failed to) never answers a Save: give the button back after a while.
  const unanswered = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answered = () => clearTimeout(unanswered.current);
  useEffect(() => () => clearTimeout(unanswered.current), []);

  /** The ZIP or PIN code to send ("" for none), or null when it is malformed (its error is shown). */
  function checkedZipcode(): string | null {
    const typed = zipcode.trim();
    const parsed = typed ? zipcodeSchema.safeParse(typed) : null;
    if (parsed && !parsed.success) {
      setZipcodeError(parsed.error.issues[0]?.message ?? MESSAGES.cardInvalid);
      return null;
    }
    setZipcodeError(null);
    return typed;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !processor.isSuccess || !frame.current) return;
    setError(null);
    if (checkedZipcode() === null) return;
    setTokenizing(true);
    answered();
    unanswered.current = setTimeout(() => setTokenizing(false), CARD_FORM_ANSWER_MS);
    frame.current.submit();
  }

  /** After Save, or Enter pressed inside the card form. */
  function onTokenized(cardToken: string, _card: CardSummary) {
    answered();
    setTokenizing(false);
    if (save.isPending) return;
    setError(null);
    const zip = checkedZipcode();
    if (zip === null) return;
    save.mutate(
      { customerId, cardToken, ...(zip ? { zipcode: zip } : {}) },
      {
        onSuccess: (result) => {
          if (result.ok) return onSaved(result.data);
          setError(result.status === 400 ? result.message || MESSAGES.cardInvalid : MESSAGES.genericFailure);
        },
        onError: () => setError(MESSAGES.genericFailure),
      },
    );
  }

  return (
    <Sheet title="Add a card" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="flex items-start gap-2 text-sm text-stone-600">
          <LockIcon size={16} className="mt-0.5 shrink-0 text-stone-500" />
          Your card details go straight to our card processor. We keep only the brand, the last four digits and the expiry date.
        </p>
        <ProcessorCardForm
          processor={processor}
          frameRef={frame}
          onTokenized={onTokenized}
          onBusyChange={(busy) => {
            answered();
            setTokenizing(busy);
          }}
        />
        <TextField
          label="ZIP or PIN code (optional)"
          name="zipcode"
          autoComplete="postal-code"
          inputMode="text"
          maxLength={10}
          value={zipcode}
          onChange={(event) => {
            setZipcode(event.target.value);
            setZipcodeError(null);
          }}
          error={zipcodeError}
          hint="The code of the card's billing address, if your bank asks for it."
        />
        {error && <FormAlert message={error} />}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={saving || !processor.isSuccess || undefined} className="aria-disabled:opacity-60">
            {saving ? "Saving…" : "Save card"}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
