import type { Currency } from "@forkful/contracts/constants";
import type { AvailableCoupon } from "@forkful/contracts/coupons";
import { Chip } from "@forkful/ui/chip";
import { couponChipText } from "../lib/coupon-text";

export interface CouponChoicesProps {
  coupons: readonly AvailableCoupon[] | undefined;
  loading: boolean;
  currency: Currency;
  /** The coupon on the order (or the cart), shown pressed. */
  appliedCode: string | null;
  disabled: boolean;
  onPick: (couponCode: string) => void;
}

/**
 * The restaurant's coupons: those that apply to this order as chips to tap, the others listed with the reason they do
 * not ("Add $7.00 more to use SAVE5"), never offered as if they would work.
 */
export function CouponChoices({ coupons, loading, currency, appliedCode, disabled, onPick }: CouponChoicesProps) {
  // The chips' place is kept while they load, so the page below does not jump under the diner's finger.
  if (loading) return <div className="shimmer mt-3 h-9 w-2/3 rounded-full" aria-hidden="true" />;
  const usable = coupons?.filter((c) => c.applies) ?? [];
  const others = coupons?.filter((c) => !c.applies && c.reason) ?? [];
  return (
    <>
      {usable.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of chips, each a button
        <div role="group" aria-label="Available coupons" className="mt-3 flex flex-wrap gap-2">
          {usable.map((c) => (
            <Chip
              key={c.couponCode}
              selected={appliedCode === c.couponCode}
              disabled={disabled}
              onClick={() => onPick(c.couponCode)}
              title={c.description}
            >
              <span className="font-bold tracking-wide">{c.couponCode}</span>
              <span className="font-normal opacity-80">· {couponChipText(c, currency)}</span>
            </Chip>
          ))}
        </div>
      )}
      {others.length > 0 && (
        <ul aria-label="Coupons that do not apply" className="mt-3 space-y-1 text-sm text-stone-600" data-testid="coupons-not-applying">
          {others.map((c) => (
            <li key={c.couponCode} className="flex gap-2">
              <span className="font-semibold tracking-wide text-stone-500">{c.couponCode}</span>
              <span>· {c.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
