import { formatMoney } from "@forkful/contracts/money";
import type { Order } from "@forkful/contracts/orders";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { CheckoutSection } from "../../../shared/ui/checkout-section";
import { Chip } from "../../../shared/ui/chip";
import { FormAlert } from "../../../shared/ui/form-alert";
import { inputClasses } from "../../../shared/ui/text-field";
import { useAvailableCoupons } from "../api/get-available-coupons";
import { useCoupon } from "../hooks/use-coupon";
import { couponChipText } from "../lib/coupon-text";

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
  const coupons = useAvailableCoupons(order.locationId);
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
      {/* The chips' place is kept while they load, so the page below does not jump under the diner's finger. */}
      {coupons.isPending && <div className="shimmer mt-3 h-9 w-2/3 rounded-full" aria-hidden="true" />}
      {coupons.data && coupons.data.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of chips, each a button
        <div role="group" aria-label="Available coupons" className="mt-3 flex flex-wrap gap-2">
          {coupons.data.map((c) => (
            <Chip
              key={c.couponCode}
              selected={applied?.couponCode === c.couponCode}
              disabled={locked || coupon.pending}
              onClick={() => tap(c.couponCode)}
              title={c.description}
            >
              <span className="font-bold tracking-wide">{c.couponCode}</span>
              <span className="font-normal opacity-80">· {couponChipText(c, order.currency)}</span>
            </Chip>
          ))}
        </div>
      )}
    </CheckoutSection>
  );
}
