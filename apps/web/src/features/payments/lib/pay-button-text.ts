import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import type { MethodId } from "./payment-options";
import type { PaymentPhase } from "./payment-progress";

/** What the one primary button of the payment page says. */
export function payButtonText({
  phase,
  method,
  total,
  currency,
}: {
  phase: PaymentPhase;
  method: MethodId;
  total: number;
  currency: Currency;
}) {
  if (total <= 0) return "Confirm order";
  const pos = method === "pos";
  switch (phase) {
    case "tokenizing":
    case "paying":
      return pos ? "Confirming…" : "Paying…";
    case "confirming":
      return "Confirming with your bank…";
    case "awaiting":
      return "Waiting for your payment…";
    case "paid":
      return "Paid";
    default:
      return pos ? "Confirm — pay at the restaurant" : `Pay ${formatMoney(total, currency)}`;
  }
}
