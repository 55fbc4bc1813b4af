/**
 * Placing an order once per idempotency key: the same key answers the same order. An order placed signed out belongs
 * to a new guest session, answered with it (and a new one on a retry with the same key, which only its placer knows).
 */
import { createHash, randomUUID } from "node:crypto";
import type { CouponAnswer } from "@forkful/contracts/coupon-verdict";
import type { GuestSession } from "@forkful/contracts/order-access";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest, Order } from "@forkful/contracts/orders";
import { ConflictError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { assertCouponApplies, redeemWithOrder } from "./checkout-coupon";
import { toOrderDto } from "./order-mapper";
import { type Quote, quoteOrder } from "./order-quote";
import type { Executor, OrderRecord } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";
import { orderLinesOf, orderRowOf, placeOf, reserveForOrder, scheduleOf, WALLET_CHANGED } from "./place-order-steps";
import { publishStatus } from "./publish-status";

export type PlaceOrderDeps = Pick<OrdersDeps, "orders" | "menu" | "events" | "clock" | "signals" | "guests" | "checkoutCoupons">;

export interface PlacedOrder {
  order: Order;
  /** False when the key had already placed this order (answered 200, not 201). */
  created: boolean;
  /** The guest session that owns an order placed signed out. */
  guestSession?: GuestSession;
}

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505";
};

/** The order an idempotency key already placed, if any; the same key with other details is refused. */
async function placedBefore(
  deps: PlaceOrderDeps,
  idempotencyKey: string,
  requestHash: string,
  caller: Caller | null,
): Promise<PlacedOrder | null> {
  const existing = await deps.orders.findByIdempotencyKey(idempotencyKey);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw new ConflictError("This order was already placed with other details");
  const record = await deps.orders.findOrder(existing.id);
  const owner = record!.order.customerId;
  if (!caller && owner && (await deps.guests.isUnverifiedGuest(owner))) {
    return { order: toOrderDto(record!), created: false, guestSession: await guestSessionFor(deps, owner) };
  }
  assertOwner(owner, caller);
  return { order: toOrderDto(record!), created: false };
}

async function guestSessionFor(deps: PlaceOrderDeps, customerId: string): Promise<GuestSession> {
  return { ...(await deps.guests.open(customerId)), customerId };
}

export async function placeOrder(deps: PlaceOrderDeps, request: CreateOrderRequest, caller: Caller | null): Promise<PlacedOrder> {
  const { orders } = deps;
  const { idempotencyKey, ...rest } = request;
  const requestHash = createHash("sha256").update(JSON.stringify(rest)).digest("hex");
  const earlier = await placedBefore(deps, idempotencyKey, requestHash, caller);
  if (earlier) return earlier;

  const now = deps.clock();
  const quote = await quoteOrder(deps, request, caller);
  const wantedFromWallet = Math.min(request.redeemWallet, quote.totals.total + quote.totals.walletRedeemed);
  if (quote.totals.walletRedeemed < wantedFromWallet) throw new ConflictError(WALLET_CHANGED);
  assertCouponApplies(quote.coupon);
  const schedule = scheduleOf(request, quote, now);
  // Signed out: the order belongs to a new guest, made before the order so an order never exists without its owner.
  const guestId = caller ? null : await deps.guests.newGuest(request.fullName);
  const owned = guestId ? { ...quote, customerId: guestId } : quote;
  const orderId = randomUUID();
  let placed: OrderRecord | undefined;
  try {
    await orders.transaction(async (tx) => {
      await reserveForOrder(orders, tx, request, quote);
      const orderNumber = await orders.nextOrderNumber(tx, quote.location.id);
      const row = orderRowOf({ orderId, orderNumber, requestHash }, request, owned, schedule, now);
      const actor = caller ? `customer:${caller.customerId}` : `guest:${guestId}`;
      placed = await orders.insertOrder(tx, row, orderLinesOf(quote), actor, placeOf(quote));
      if (quote.coupon) placed = await withCoupon(deps, tx, request, owned, placed, quote.coupon);
    });
  } catch (error) {
    // Two requests with one key at the same moment: the loser answers the winner's order, whether it
    // lost on the key itself or on the stock or wallet the winner just took.
    if (isUniqueViolation(error) || error instanceof ConflictError) {
      const winner = await placedBefore(deps, idempotencyKey, requestHash, caller);
      if (winner) return winner;
    }
    throw error;
  }
  if (quote.trackedItemIds.size > 0) void deps.signals.stockChanged.emit(quote.location.id);
  await publishStatus(deps.events, orderId, OrderStatus.Created, now);
  const order = toOrderDto(placed!);
  return guestId ? { order, created: true, guestSession: await guestSessionFor(deps, guestId) } : { order, created: true };
}

/** The typed coupon redeemed with the order, under the coupon's lock; the order as it now stands. */
async function withCoupon(
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
