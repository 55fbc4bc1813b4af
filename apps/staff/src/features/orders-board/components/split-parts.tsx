import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { useTakePartPayment } from "../api/take-part-payment";

const NO_ANSWER = "We could not reach Forkful. Try again.";

/** How a part was paid, or what it waits for, in words. */
function howPaid(part: Split): string {
  const { payment } = part;
  if (part.state === "paid") {
    if (payment?.card) return `Paid by card (${payment.card.brand} ·${payment.card.last4})`;
    return payment?.paymentType === "CNP" ? "Paid by card" : "Paid at the counter";
  }
  if (payment?.state === "at_location") return "Paying at the counter";
  if (payment && payment.state !== "cancelled" && payment.state !== "declined") return "Paying by card";
  return "Not paid";
}

/**
 * A split bill's parts on the order's detail: each part's diner (or "Part 2 of 3"), amount, and who paid and how; a
 * manager records a part paid at the counter once its diner has chosen to pay there. The last part paid closes the bill.
 */
export function SplitParts({ order, takesPayments }: { order: Order & { tab: NonNullable<Order["tab"]> }; takesPayments: boolean }) {
  const take = useTakePartPayment();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { tab } = order;
  const markPaid = async (splitId: string) => {
    setRefusal(null);
    const result = await take.mutateAsync({ orderId: order.orderId, splitId }).catch(() => ({ ok: false as const, message: NO_ANSWER }));
    if (!result.ok) setRefusal(result.message ?? NO_ANSWER);
  };
  return (
    <section aria-label="Split bill" className="flex flex-col gap-2">
      <h3 className="font-bold text-stone-900">
        {tab.state === "closed" ? "Bill closed" : `Split bill · due ${formatMoney(tab.due, order.currency)}`}
      </h3>
      <ul className="flex flex-col gap-1.5">
        {tab.splits.map((part) => (
          <li
            key={part.splitId}
            aria-label={part.label}
            className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 px-2 py-1.5"
          >
            <span>
              <span className="font-semibold">{part.label}</span> · {formatMoney(part.total, order.currency)}
              <span className="block text-stone-600">{howPaid(part)}</span>
            </span>
            {takesPayments && part.state === "unpaid" && part.payment?.state === "at_location" && (
              <Button disabled={take.isPending} onClick={() => void markPaid(part.splitId)}>
                Mark paid
              </Button>
            )}
          </li>
        ))}
      </ul>
      {refusal && <FormAlert message={refusal} />}
    </section>
  );
}
