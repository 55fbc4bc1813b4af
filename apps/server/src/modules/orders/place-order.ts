/**
 * Placing an order once per idempotency key: the same key answers the same order. An order placed signed out belongs
 * to a new guest session, answered with it (and a new one on a retry with the same key, which only its placer knows).
 * An order at a table opens or joins its tab instead (bills/tab-rounds.ts); the route sends it there.
 *
 * The story, one way down: the key's earlier order, if any; the price (order-quote.ts); the price checked and made
 * into rows (place-order-steps.ts); then, in one transaction, what the order takes (reserve-for-order.ts), its guest,
 * its rows and its coupon.
 */
import { createHash, randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { isRefusal } from "@forkful/contracts/refusals";
import { ConflictError, refusalCodeOf } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { assertServiceOn } from "../merchants/public";
import { toOrderDto } from "./order-mapper";
import { quoteOrder } from "./order-quote";
import { assertOrderingOpen } from "./ordering-open";
import type { OrderRecord } from "./orders.repository";
import { LOST_RACE_REFUSALS, orderDraftOf } from "./place-order-steps";
import { guestSessionFor, isUniqueViolation, type PlacedOrder, type PlaceOrderDeps, withCoupon } from "./placed-order";
import { publishStatus } from "./publish-status";
import { reserveForOrder } from "./reserve-for-order";

/** What makes two placements the same: the request without its key and the table's token (presence, not what was ordered). */
export function requestHashOf(request: CreateOrderRequest): string {
  const { idempotencyKey: _key, tableToken: _token, ...rest } = request;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/** The order an idempotency key already placed, if any; the same key with other details is refused. */
export async function placedBefore(
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
  const requestHash = requestHashOf(request);
  const earlier = await placedBefore(deps, request.idempotencyKey, requestHash, caller);
  if (earlier) return earlier;

  const now = deps.clock();
  const quote = await quoteOrder(deps, request, caller);
  const draft = orderDraftOf(request, quote, requestHash, now);
  const toPlace = { location: quote.location, orderType: request.orderType, scheduledAt: draft.row.scheduledAt ?? null };
  if (request.orderType === "delivery") {
    const { id, branchName, timeZoneCd: timeZone } = quote.location;
    await assertServiceOn(orders.db, { location: { id, branchName, timeZone }, service: "delivery", now });
  }
  await assertOrderingOpen(orders.db, toPlace, now);
  const orderId = randomUUID();
  let placed: OrderRecord | undefined;
  let guestId: string | null = null;
  try {
    await orders.transaction(async (tx) => {
      await reserveForOrder(orders, tx, request, quote);
      // Signed out: the order belongs to a new guest, made with the order, so neither exists without the other.
      guestId = caller ? null : await deps.guests.newGuest(request.fullName, tx);
      const customerId = guestId ?? quote.customerId;
      const orderNumber = String(await orders.nextOrderNumber(tx, quote.location.id));
      const actor = caller ? `customer:${caller.customerId}` : `guest:${guestId}`;
      placed = await orders.insertOrder(tx, { ...draft.row, id: orderId, orderNumber, customerId }, draft.lines, actor, draft.place);
      if (quote.coupon) placed = await withCoupon(deps, tx, request, { ...quote, customerId }, placed, quote.coupon);
    });
  } catch (error) {
    // Two requests with one key at the same moment: the loser answers the winner's order, whether it
    // lost on the key itself or on the stock or wallet the winner just took.
    if (isUniqueViolation(error) || isRefusal(refusalCodeOf(error), ...LOST_RACE_REFUSALS)) {
      const winner = await placedBefore(deps, request.idempotencyKey, requestHash, caller);
      if (winner) return winner;
    }
    throw error;
  }
  const locationId = quote.location.id;
  if (quote.trackedItemIds.size > 0) void deps.events.publish("stockChanged", { locationId });
  await deps.events.publish("orderPlaced", { orderId, locationId });
  await publishStatus(deps.events, { orderId, locationId }, OrderStatus.Created, now);
  const order = toOrderDto(placed!);
  return guestId ? { order, created: true, guestSession: await guestSessionFor(deps, guestId) } : { order, created: true };
}
