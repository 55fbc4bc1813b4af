/**
 * Coupons: validate against an amount (a preview), then redeem onto an unpaid order. Limits are counted under the
 * coupon's row lock, so two orders cannot both take the last use.
 */
import type { AvailableCoupon, CouponAnswer } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import type { Order } from "@forkful/contracts/orders";
import type { Clock } from "../../lib/clock";
import { ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import { actingCustomer, assertOwner, type Caller } from "../../plugins/caller";
import { toOrderDto } from "../orders/order-mapper";
import type { OrdersRepository } from "../orders/orders.repository";
import { type CouponTerms, judgeCoupon } from "./coupon-rules";
import type { CouponRow, CouponsRepository } from "./coupons.repository";
import { assertDiscountable, writeDiscount } from "./order-discount";

export function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minimumOrder: row.minimumOrder,
    orderTypes: row.orderTypes,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
  };
}

const shownValue = (row: CouponRow) => (row.discountType === "PERCENTAGE" ? row.discountValue / 100 : row.discountValue);

function answerOf(
  code: string,
  row: CouponRow | null,
  verdict: Pick<CouponAnswer, "responseCode" | "responseMessage" | "discountAmount">,
): CouponAnswer {
  return {
    ...verdict,
    couponCode: code,
    discountType: row?.discountType ?? null,
    discountValue: row ? shownValue(row) : null,
  };
}

const notFound = (code: string, branchName: string) =>
  answerOf(code, null, { responseCode: "NOT_FOUND", responseMessage: `${code} is not a coupon of ${branchName}`, discountAmount: 0 });

/** An unpaid order that nobody accepted keeps its coupon use this long, then gives it back. */
export const UNPAID_COUPON_HOLD_MS = 30 * 60 * 1000;
const unpaidSince = (now: Date) => new Date(now.getTime() - UNPAID_COUPON_HOLD_MS);

export function createCouponsService(deps: { coupons: CouponsRepository; orders: OrdersRepository; clock: Clock }) {
  const { coupons, orders, clock } = deps;

  return {
    async validate(
      query: { couponCode: string; locationId: number; orderType: MenuType; orderAmount: number; customerId?: string },
      caller: Caller | null,
    ): Promise<CouponAnswer> {
      const customerId = query.customerId ? actingCustomer(caller, query.customerId) : null;
      const location = await coupons.location(query.locationId);
      if (!location) throw new NotFoundError(`No restaurant has the id ${query.locationId}`);
      const row = await coupons.coupon(location.id, query.couponCode);
      if (!row) return notFound(query.couponCode, location.branchName);
      const uses = await coupons.usesOf(row.id, { customerId, phone: null }, null, unpaidSince(clock()));
      const verdict = judgeCoupon(termsOf(row), {
        now: clock(),
        currency: location.currency,
        subtotal: query.orderAmount,
        orderType: query.orderType,
        totalUses: uses.total,
        customerUses: uses.byCustomer,
      });
      return answerOf(query.couponCode, row, verdict);
    },

    async redeem(
      request: { couponCode: string; orderId: string; customerId?: string | null },
      caller: Caller | null,
    ): Promise<CouponAnswer & { order: Order | null }> {
      if (request.customerId && request.customerId !== caller?.customerId)
        throw new ForbiddenError("You can only redeem coupons for your own account");
      const record = await orders.findOrder(request.orderId);
      if (!record) throw new NotFoundError("No order has this id");
      assertOwner(record.order.customerId, caller);
      assertDiscountable(record);
      let answer: CouponAnswer | undefined;
      await orders.transaction(async (tx) => {
        const row = await coupons.coupon(record.order.locationId, request.couponCode, tx, true);
        if (!row) {
          answer = notFound(request.couponCode, record.place.branchName);
          return;
        }
        const now = clock();
        await writeDiscount(
          orders,
          tx,
          record.order.id,
          async (locked) => {
            const { order } = locked;
            const offers = locked.offers.reduce((sum, o) => sum + o.amount, 0);
            const uses = await coupons.usesOf(row.id, { customerId: order.customerId, phone: order.phone }, order.id, unpaidSince(now), tx);
            const verdict = judgeCoupon(termsOf(row), {
              now,
              currency: order.currency,
              subtotal: order.subtotal,
              discountBase: order.subtotal - offers,
              orderType: order.orderType,
              totalUses: uses.total,
              customerUses: uses.byCustomer,
            });
            answer = answerOf(request.couponCode, row, verdict);
            if (verdict.responseCode !== "SUCCESS") return order.discount;
            await coupons.redeem(tx, {
              orderId: order.id,
              couponId: row.id,
              customerId: order.customerId,
              phone: order.phone,
              amount: verdict.discountAmount,
              at: now,
            });
            return verdict.discountAmount + offers;
          },
          now,
        );
      });
      const success = answer?.responseCode === "SUCCESS";
      return { ...answer!, order: success ? toOrderDto((await orders.findOrder(request.orderId))!) : null };
    },

    async available(locationId: number): Promise<AvailableCoupon[]> {
      const now = clock().getTime();
      return (await coupons.listedCoupons(locationId))
        .filter((row) => (!row.startsAt || row.startsAt.getTime() <= now) && (!row.expiresAt || row.expiresAt.getTime() > now))
        .map((row) => ({
          couponCode: row.code,
          description: row.description,
          discountType: row.discountType,
          discountValue: shownValue(row),
          minimumOrder: row.minimumOrder,
          maxDiscount: row.maxDiscount,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        }));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
