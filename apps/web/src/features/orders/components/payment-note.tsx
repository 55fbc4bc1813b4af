import type { Order } from "@forkful/contracts/orders";
import { buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { CheckIcon, CreditCardIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { paymentTextOf } from "../lib/payment-text";

/**
 * How the order is paid, under its totals on the tracker; "Pay now" while it can still be paid online, for the diner
 * who may pay it (no `payPath` on a shared tracker).
 */
export function PaymentNote({ order, payPath }: { order: Order; payPath: string | null }) {
  const { text, paid, payable } = paymentTextOf(order);
  return (
    <div
      className={cn(
        "mt-3 flex items-center gap-2 rounded-lg px-3 py-2 text-sm",
        paid ? "bg-emerald-50 text-emerald-900" : "bg-stone-100 text-stone-700",
      )}
      data-testid="payment-note"
    >
      {paid ? <CheckIcon size={16} /> : <CreditCardIcon size={16} />}
      <span className="min-w-0 flex-1 font-medium">{text}</span>
      {payable && payPath && (
        <Link to={payPath} className={buttonClasses("primary", "sm")}>
          Pay now
        </Link>
      )}
    </div>
  );
}
