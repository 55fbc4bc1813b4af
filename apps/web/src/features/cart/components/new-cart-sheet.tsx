import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { Sheet } from "../../../shared/ui/sheet";

export interface NewCartSheetProps {
  /** The restaurant of the cart that would be emptied. */
  current: string | null;
  onAnswer: (startNew: boolean) => void;
}

/** "Start a new cart?": the cart holds another restaurant's (or menu's) dishes. */
export function NewCartSheet({ current, onAnswer }: NewCartSheetProps) {
  return (
    <Sheet title={MESSAGES.newCartTitle} onClose={() => onAnswer(false)}>
      <p className="text-stone-700">
        {MESSAGES.newCartBody}
        {current ? ` (${current})` : ""}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <Button size="lg" className="sm:flex-1" onClick={() => onAnswer(true)}>
          Start a new cart
        </Button>
        <Button size="lg" variant="secondary" className="sm:flex-1" onClick={() => onAnswer(false)}>
          Keep my cart
        </Button>
      </div>
    </Sheet>
  );
}
