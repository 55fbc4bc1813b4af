import { CreditCardIcon } from "../../../shared/ui/icons";

/** Saved cards: cards arrive with card payments; until then, what this page will hold. */
export function CardsSection() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
      <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <CreditCardIcon size={26} />
      </div>
      <p className="text-lg font-semibold text-stone-900">No saved cards</p>
      <p className="text-sm text-stone-600">
        When you pay by card at checkout you can choose to save the card. Saved cards are listed here, showing only the brand, the last four
        digits and the expiry date, and you can remove them at any time.
      </p>
    </div>
  );
}
