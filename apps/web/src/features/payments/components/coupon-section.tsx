import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { type FormEvent, useId, useState } from "react";
import { useAvailableCoupons } from "../../../shared/api/available-coupons";
import { Button } from "../../../shared/ui/button";
import { CheckoutSection } from "../../../shared/ui/checkout-section";
import { CouponChoices } from "../../../shared/ui/coupon-choices";
import { FormAlert } from "../../../shared/ui/form-alert";
import { inputClasses } from "../../../shared/ui/text-field";
import { useCoupon } from "../hooks/use-coupon";

export interface CouponSectionProps {
  order: Order;
  customerId: string | null;
  /** A payment is under way: the coupon cannot change. */
  locked: boolean;
}

/** A coupon: typed or tapped from the restaurant's list, validated, then redeemed on the order; the applied one shown. */
export function CouponSection({ order, customerId, locked }: CouponSectionProps) {
  const inputId = useId();
  const [code, setCode] = useState("");
  const coupons = useAvailableCoupons(order.locationId, { orderType: order.orderType, orderAmount: order.totals.subtotal });
  const coupon = useCoupon({ order, customerId });
  const applied = order.coupon;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void coupon.apply(code);
  };
  const tap = (couponCode: string) => {
    setCode(couponCode);
    void coupon.apply(couponCode);
  };

  return (
    <CheckoutSection title="Coupon" description="Have a code? It comes off your order before you pay.">
      {applied && (
        <p
          className="mb-3 flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900"
          data-testid="applied-coupon"
        >
          <span>
            <span className="font-bold tracking-wide">{applied.couponCode}</span> applied
          </span>
          <span className="font-semibold tabular-nums">−{formatMoney(applied.amount, order.currency)}</span>
        </p>
      )}
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Coupon code
        </label>
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder="Coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={30}
          disabled={locked}
          aria-invalid={coupon.error ? true : undefined}
          className={inputClasses(Boolean(coupon.error), "h-11 min-w-0 flex-1 uppercase placeholder:normal-case")}
        />
        <Button type="submit" variant="secondary" disabled={locked || coupon.pending || !code.trim()}>
          {coupon.pending ? "Applying…" : applied ? "Replace" : "Apply"}
        </Button>
      </form>
      {coupon.error && <FormAlert message={coupon.error} className="mt-3" />}
      <CouponChoices
        coupons={coupons.data}
        loading={coupons.isPending}
        currency={order.currency}
        appliedCode={applied?.couponCode ?? null}
        disabled={locked || coupon.pending}
        onPick={tap}
      />
    </CheckoutSection>
  );
}
