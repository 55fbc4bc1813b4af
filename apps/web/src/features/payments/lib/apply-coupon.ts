/**
 * A coupon on an unpaid order (spec §4 "Coupon: validate, then redeem"; §5: valid only when responseCode is SUCCESS;
 * §8: the server's responseMessage or 'Something went wrong!!').
 */
import { COUPON_SUCCESS, type CouponAnswer, couponCodeSchema } from "@forkful/contracts/coupons";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import type { ApiResult } from "../../../shared/api/api-client";
import type { RedeemCouponInput } from "../api/redeem-coupon";
import type { ValidateCouponInput } from "../api/validate-coupon";

export const COUPON_FLOW = "coupon";

export type CouponOutcome = { status: "applied"; order: Order; answer: CouponAnswer } | { status: "failed"; message: string };

export interface CouponDeps {
  validate: (input: ValidateCouponInput) => Promise<ApiResult<CouponAnswer>>;
  redeem: (input: RedeemCouponInput) => Promise<ApiResult<CouponAnswer & { order: Order | null }>>;
}

/** The code as the server wants it, or the reason it is not one. */
export function readCouponCode(text: string): { code: string } | { error: string } {
  const parsed = couponCodeSchema.safeParse(text);
  return parsed.success ? { code: parsed.data } : { error: parsed.error.issues[0]?.message ?? MESSAGES.couponFailed };
}

function failure<T>(result: ApiResult<T & CouponAnswer>): string | null {
  if (!result.ok) return result.status !== 500 && result.message ? result.message : MESSAGES.couponFailed;
  if (result.data.responseCode !== COUPON_SUCCESS) return result.data.responseMessage || MESSAGES.couponFailed;
  return null;
}

export async function applyCoupon(
  order: Pick<Order, "orderId" | "locationId" | "orderType" | "totals">,
  couponCode: string,
  customerId: string | null,
  deps: CouponDeps,
): Promise<CouponOutcome> {
  try {
    const checked = await deps.validate({
      couponCode,
      locationId: order.locationId,
      orderType: order.orderType,
      orderAmount: order.totals.subtotal,
      customerId,
    });
    const invalid = failure(checked);
    if (invalid) return { status: "failed", message: invalid };
    const redeemed = await deps.redeem({ couponCode, orderId: order.orderId, customerId });
    const refused = failure(redeemed);
    if (refused) return { status: "failed", message: refused };
    if (!redeemed.ok || !redeemed.data.order) return { status: "failed", message: MESSAGES.couponFailed };
    const { order: updated, ...answer } = redeemed.data;
    return { status: "applied", order: updated, answer };
  } catch {
    return { status: "failed", message: MESSAGES.couponFailed };
  }
}
