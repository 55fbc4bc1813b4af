/**
 * Placing an order once per idempotency key: the same key answers the same order. An order placed signed out belongs
 * to a new guest session, answered with it (and a new one on a retry with the same key, which only its placer knows).
 */
import { createHash, randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { ConflictError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { assertCouponApplies } from "./checkout-coupon";
import { toOrderDto } from "./order-mapper";
import { quoteOrder } from "./order-quote";
import type { OrderRecord } from "./orders.repository";
import { orderLinesOf, orderRowOf, placeOf, reserveForOrder, scheduleOf, WALLET_CHANGED } from "./place-order-steps";
import { guestSessionFor, isUniqueViolation, type PlacedOrder, type PlaceOrderDeps, withCoupon } from "./placed-order";
import { publishStatus } from "./publish-status";
import { placeAtTable, roundPlacedBefore } from "./tab-rounds";

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

export async function placeOrder(deps: PlaceOrderDeps, request: CreateOrderRequest, caller: Caller | null): Promise<PlacedOrder> {
  const { orders } = deps;
  // The table's token proves presence; it is no part of what was ordered (a retry after a new scan is the same order).
  const { idempotencyKey, tableToken: _token, ...rest } = request;
  const requestHash = createHash("sha256").update(JSON.stringify(rest)).digest("hex");
  const atTable = request.orderType === "dinein" && !!request.tableId;
  const earlier =
    (atTable ? await roundPlacedBefore(deps, idempotencyKey, requestHash, caller) : null) ??
    (await placedBefore(deps, idempotencyKey, requestHash, caller));
  if (earlier) return earlier;
  if (atTable) return placeAtTable(deps, request, requestHash, caller);

  const now = deps.clock();
  const quote = await quoteOrder(deps, request, caller);
  const wantedFromWallet = Math.min(request.redeemWallet, quote.totals.total + quote.totals.walletRedeemed);
  if (quote.totals.walletRedeemed < wantedFromWallet) throw new ConflictError(WALLET_CHANGED);
  assertCouponApplies(quote.coupon);
  const schedule = scheduleOf(request, quote, now);
  const orderId = randomUUID();
  let placed: OrderRecord | undefined;
  let guestId: string | null = null;
  try {
    await orders.transaction(async (tx) => {
      await reserveForOrder(orders, tx, request, quote);
      // Signed out: the order belongs to a new guest, made with the order, so neither exists without the other.
      guestId = caller ? null : await deps.guests.newGuest(request.fullName, tx);
      const owned = guestId ? { ...quote, customerId: guestId } : quote;
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
