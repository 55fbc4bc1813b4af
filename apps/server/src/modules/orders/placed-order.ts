/** What placing an order and ordering a round at a table share: their deps, their answer, the guest and the coupon. */
import type { CouponAnswer } from "@forkful/contracts/coupon-verdict";
import type { GuestSession } from "@forkful/contracts/order-access";
import type { CreateOrderRequest, Order } from "@forkful/contracts/orders";
import { redeemWithOrder } from "./checkout-coupon";
import type { Quote } from "./order-quote";
import type { Executor, OrderRecord } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";

export type PlaceOrderDeps = Pick<OrdersDeps, "orders" | "menu" | "events" | "clock" | "guests" | "checkoutCoupons" | "tables">;

export interface PlacedOrder {
  order: Order;
  /** False when the key had already placed this order (answered 200, not 201). */
  created: boolean;
  /** The guest session that owns an order placed signed out. */
  guestSession?: GuestSession;
}

export const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505";
};

export async function guestSessionFor(deps: Pick<PlaceOrderDeps, "guests">, customerId: string): Promise<GuestSession> {
  return { ...(await deps.guests.open(customerId)), customerId };
}

/** The typed coupon redeemed with the order, under the coupon's lock; the order as it now stands. */
export async function withCoupon(
  deps: PlaceOrderDeps,
  tx: Executor,
  request: CreateOrderRequest,
  quote: Quote,
  placed: OrderRecord,
  quoted: CouponAnswer,
): Promise<OrderRecord> {
  const { location, totals, customerId } = quote;
  const cart = { ...request, couponCode: quoted.couponCode, currency: location.currency, subtotal: totals.subtotal, customerId };
  await redeemWithOrder(deps, tx, cart, placed.order.id, quoted);
  return (await deps.orders.findOrder(placed.order.id, tx)) ?? placed;
}
