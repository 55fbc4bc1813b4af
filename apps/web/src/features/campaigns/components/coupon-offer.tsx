import { useState } from "react";
import { notify } from "../../../shared/ui/toast";

export interface CouponOfferProps {
  offerText: string | null;
  couponCode: string | null;
}

/** The campaign's offer, and its coupon code with a copy button (typed at checkout). */
export function CouponOffer({ offerText, couponCode }: CouponOfferProps) {
  const [copied, setCopied] = useState(false);
  if (!offerText && !couponCode) return null;
  const copy = async () => {
    if (!couponCode) return;
    try {
      await navigator.clipboard.writeText(couponCode);
      setCopied(true);
      notify(`Copied ${couponCode}`);
    } catch {
      notify(`Type ${couponCode} at checkout`);
    }
  };
  return (
    <section aria-label="Offer" className="rounded-2xl border border-dashed border-brand/60 bg-brand/5 p-4">
      {offerText && <p className="text-base font-bold text-stone-900">{offerText}</p>}
      {couponCode && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span className="text-sm text-stone-600">Use code at checkout</span>
          <code
            data-testid="coupon-code"
            className="rounded-lg bg-white px-3 py-1.5 font-mono text-base font-bold tracking-wider text-stone-900 shadow-sm"
          >
            {couponCode}
          </code>
          <button
            type="button"
            onClick={copy}
            className="rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
          >
            {copied ? "Copied" : "Copy code"}
          </button>
        </div>
      )}
    </section>
  );
}
