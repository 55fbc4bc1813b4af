import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { useState } from "react";
import { notify } from "../../../shared/ui/toast";
import { useRedeemCoupon } from "../api/redeem-coupon";
import { validateCoupon } from "../api/validate-coupon";
import { applyCoupon, COUPON_FLOW, readCouponCode } from "../lib/apply-coupon";
import { couponThrottle } from "../lib/payment-throttle";

/**
 * Applying a coupon: pending, then the updated order (in the order's queries) or the message to show; a start inside
 * 5000 ms sends nothing.
 */
export function useCoupon({ order, customerId }: { order: Order; customerId: string | null }) {
  const { mutateAsync: redeemCoupon } = useRedeemCoupon();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(text: string) {
    if (pending) return;
    const read = readCouponCode(text);
    if ("error" in read) {
      setError(read.error);
      return;
    }
    if (!couponThrottle.tryStart(COUPON_FLOW)) {
      notify(MESSAGES.startThrottled);
      return;
    }
    setPending(true);
    setError(null);
    const outcome = await applyCoupon(order, read.code, customerId, { validate: validateCoupon, redeem: redeemCoupon });
    setPending(false);
    if (outcome.status === "failed") setError(outcome.message);
  }

  return { apply, pending, error };
}
