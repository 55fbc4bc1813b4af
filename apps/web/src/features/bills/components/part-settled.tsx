import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { cn } from "@forkful/ui/cn";
import { CheckIcon } from "@forkful/ui/icons";
import { partReceiptPathOf, type TabPlace } from "../lib/bill-paths";
import { partPaymentWord } from "../lib/part-payment-word";
import { PartActions } from "./part-actions";
import { PartSummary } from "./part-summary";

export interface PartSettledProps {
  order: Order;
  split: Split;
  place: TabPlace;
}

/** A part that needs no more money here: Paid (with its receipt), or to be paid at the restaurant; back to the tab. */
export function PartSettled({ order, split, place }: PartSettledProps) {
  const paid = split.state === "paid";
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pt-5 pb-16">
      <div
        role="status"
        className={cn(
          "flex items-center gap-3 rounded-2xl px-4 py-3.5",
          paid ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-950",
        )}
      >
        {paid && <CheckIcon size={24} />}
        <div>
          <p className="text-lg font-bold">{paid ? "Paid" : "To pay at the restaurant"}</p>
          <p className="text-sm">{paid ? partPaymentWord(split.payment) : "Pay your server or at the counter."}</p>
        </div>
      </div>
      <PartSummary order={order} split={split} />
      <PartActions place={place} receiptPath={paid ? partReceiptPathOf(place, split.splitId) : null} />
    </main>
  );
}
