import type { Currency } from "@forkful/contracts/constants";
import type { MenuType } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import { FormAlert } from "@forkful/ui/form-alert";
import type { ReactNode } from "react";
import { type DiscountPart, TotalsBreakdown } from "../../../entities/order/components/totals-breakdown";

export interface CartTotalsCardProps {
  totals: TotalsAnswer | null;
  currency: Currency;
  orderType: MenuType;
  tipLabel?: string;
  /** Show the tip row at 0 (the checkout, where the tip is chosen). */
  showTip?: boolean;
  /** The discount's parts (the checkout's coupon), each on its own row. */
  discounts?: readonly DiscountPart[];
  pricing: boolean;
  error: string | null;
  /** Under the refusal: what to do (null when the refusal says it already, as a delivery address's does). */
  errorDetail?: string | null;
  onRetry?: () => void;
  children?: ReactNode;
}

/** The server's totals of the cart, the reason it refuses the cart when it does, and the page's main action below. */
export function CartTotalsCard({
  totals,
  currency,
  orderType,
  tipLabel,
  showTip = false,
  discounts,
  pricing,
  error,
  errorDetail = "Change your cart to go on.",
  onRetry,
  children,
}: CartTotalsCardProps) {
  return (
    <section
      aria-labelledby="cart-totals-title"
      aria-busy={pricing}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id="cart-totals-title" className="mb-3 text-lg font-bold text-stone-900">
        Order total
      </h2>
      {error ? (
        <FormAlert message={error} detail={errorDetail} className="mb-3" />
      ) : totals ? (
        <>
          <TotalsBreakdown
            totals={totals.totals}
            currency={totals.currency}
            showDeliveryFee={orderType === "delivery"}
            tipLabel={tipLabel}
            showTip={showTip}
            discounts={discounts}
            className={pricing ? "opacity-60 transition-opacity" : "transition-opacity"}
          />
          {totals.minimumOrder > 0 && (
            <p className="mt-2 text-xs text-stone-500">Delivery orders start at {formatMoney(totals.minimumOrder, currency)}.</p>
          )}
        </>
      ) : (
        <div className="space-y-2" role="status">
          <span className="sr-only">Pricing your order</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="shimmer h-4 rounded" />
          ))}
        </div>
      )}
      {error && onRetry && (
        <button type="button" onClick={onRetry} className="mb-3 text-sm font-semibold text-stone-700 underline">
          Check again
        </button>
      )}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
