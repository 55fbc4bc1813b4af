import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { partPathOf, partReceiptPathOf, type TabPlace, tabReceiptPathOf } from "../lib/bill-paths";
import { partPaymentWord } from "../lib/part-payment-word";
import { isPartSettled } from "../lib/parts-order";
import { PartActions } from "./part-actions";
import { PartSummary } from "./part-summary";

export interface TransactionPartProps {
  /** The order as answered for this transaction: `payment` is that transaction. */
  order: Order;
  place: TabPlace;
}

/** …/e/transactionId/{transactionId}: one payment of the tab, its state and amount, and the part of the bill it pays. */
export function TransactionPart({ order, place }: TransactionPartProps) {
  const payment = order.payment;
  const split = payment?.splitId ? order.tab?.splits.find((s) => s.splitId === payment.splitId) : undefined;
  const collected = payment?.state === "collected";
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pt-5 pb-16">
      <section aria-labelledby="transaction-title" className="rounded-2xl bg-stone-900 px-4 py-3.5 text-white shadow-sm">
        <h1 id="transaction-title" className="text-sm font-semibold text-stone-300">
          {split ? `Payment of ${split.label}` : "Payment of the whole bill"}
        </h1>
        <p className="mt-1 flex items-baseline justify-between gap-3">
          <span className="text-base font-bold">{partPaymentWord(payment)}</span>
          <span className="text-2xl font-extrabold tabular-nums">{formatMoney(payment?.amount ?? 0, order.currency)}</span>
        </p>
      </section>
      {split && <PartSummary order={order} split={split} />}
      <PartActions
        place={place}
        receiptPath={collected ? (split ? partReceiptPathOf(place, split.splitId) : tabReceiptPathOf(place)) : null}
        payPath={split && !isPartSettled(split) && !collected ? partPathOf(place, split.splitId) : null}
      />
    </main>
  );
}
