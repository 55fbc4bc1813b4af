import type { Currency } from "@forkful/contracts/constants";
import { COUPON_SUCCESS, couponCodeSchema } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import { FormAlert } from "@forkful/ui/form-alert";
import { useId, useState } from "react";
import { useAvailableCoupons } from "../../../../entities/coupon/api/available-coupons";
import { CouponChoices } from "../../../../entities/coupon/components/coupon-choices";
import { AppliedCoupon, CouponCodeForm } from "../../../../entities/coupon/components/coupon-code-form";
import { checkoutCouponStore, useCheckoutCouponCode } from "../../stores/checkout-coupon-store";

export interface CheckoutCouponProps {
  locationId: number;
  orderType: MenuType;
  currency: Currency;
  /** The server's totals of the cart (with the typed coupon's verdict), null while pricing the first time. */
  totals: TotalsAnswer | null;
  pricing: boolean;
}

/**
 * A coupon at checkout, before the order exists: typed or tapped, judged by the server with the cart's totals (whose
 * discount line shows it at once), redeemed with the order. The restaurant's coupons that do not apply say why.
 */
export function CheckoutCoupon({ locationId, orderType, currency, totals, pricing }: CheckoutCouponProps) {
  const inputId = useId();
  const chosen = useCheckoutCouponCode(locationId);
  const [text, setText] = useState(chosen ?? "");
  const [typedError, setTypedError] = useState<string | null>(null);
  const cart = totals ? { orderType, orderAmount: totals.totals.subtotal } : null;
  const coupons = useAvailableCoupons(locationId, cart);
  const verdict = chosen && totals?.coupon?.couponCode === chosen ? totals.coupon : null;
  const applied = verdict?.responseCode === COUPON_SUCCESS ? verdict : null;

  const choose = (code: string) => {
    const parsed = couponCodeSchema.safeParse(code);
    setTypedError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    setText(parsed.data);
    checkoutCouponStore.getState().choose(locationId, parsed.data);
  };
  const remove = () => {
    setText("");
    checkoutCouponStore.getState().remove();
  };
  const error = typedError ?? (verdict && !applied ? verdict.responseMessage : null);

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id={`${inputId}-title`} className="mb-3 text-lg font-bold text-stone-900">
        Coupon
      </h2>
      {applied ? (
        <AppliedCoupon
          couponCode={applied.couponCode}
          amount={formatMoney(applied.discountAmount, currency)}
          testId="checkout-coupon-applied"
          action={
            <button type="button" onClick={remove} className="font-semibold underline" aria-label={`Remove ${applied.couponCode}`}>
              Remove
            </button>
          }
        />
      ) : (
        <CouponCodeForm
          inputId={inputId}
          code={text}
          onCodeChange={setText}
          onSubmit={() => choose(text)}
          invalid={Boolean(error)}
          submitDisabled={!text.trim() || (pricing && chosen === text)}
          submitLabel={pricing && chosen === text ? "Checking…" : "Apply"}
        />
      )}
      {error && <FormAlert message={error} className="mt-3" />}
      <CouponChoices
        coupons={coupons.data}
        loading={coupons.isPending}
        currency={currency}
        appliedCode={applied?.couponCode ?? null}
        disabled={pricing}
        onPick={choose}
      />
    </section>
  );
}
