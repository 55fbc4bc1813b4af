import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { FormAlert } from "@forkful/ui/form-alert";
import { useId, useState } from "react";
import { useAvailableCoupons } from "../../../entities/coupon/api/available-coupons";
import { CouponChoices } from "../../../entities/coupon/components/coupon-choices";
import { AppliedCoupon, CouponCodeForm } from "../../../entities/coupon/components/coupon-code-form";
import { CheckoutSection } from "../../../entities/order/components/checkout-section";
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

  const tap = (couponCode: string) => {
    setCode(couponCode);
    void coupon.apply(couponCode);
  };

  return (
    <CheckoutSection title="Coupon" description="Have a code? It comes off your order before you pay.">
      {applied && (
        <AppliedCoupon
          couponCode={applied.couponCode}
          amount={formatMoney(applied.amount, order.currency)}
          testId="applied-coupon"
          className="mb-3"
        />
      )}
      <CouponCodeForm
        inputId={inputId}
        code={code}
        onCodeChange={setCode}
        onSubmit={() => void coupon.apply(code)}
        invalid={Boolean(coupon.error)}
        locked={locked}
        submitDisabled={coupon.pending || !code.trim()}
        submitLabel={coupon.pending ? "Applying…" : applied ? "Replace" : "Apply"}
      />
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
