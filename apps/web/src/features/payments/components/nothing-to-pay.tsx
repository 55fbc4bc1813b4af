import { MESSAGES } from "@forkful/contracts/messages";

/** The wallet and discounts cover the order: there is nothing to pay. */
export function NothingToPay() {
  return (
    <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 md:p-5" data-testid="nothing-to-pay">
      <h2 className="text-lg font-bold text-emerald-900">{MESSAGES.nothingToPay}</h2>
      <p className="text-sm text-emerald-900">{MESSAGES.nothingToPayHint}</p>
    </section>
  );
}
