/**
 * Ordering at a table (issue 13): the first dine-in order at a table with no open tab opens one; every later order
 * there, from any diner, is a round added to that tab. Placements at one table run one after the other (a lock per
 * table), so two first orders open one tab and rounds are numbered 1, 2, 3… without gaps. Each round is placed once
 * per idempotency key: the same key answers the same tab.
 */
import { randomUUID } from "node:crypto";
import { MESSAGES } from "@forkful/contracts/messages";
import { FINAL_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import { MONEY_LOCKING_STATES } from "@forkful/contracts/payment-states";
import { isRefusal, REFUSALS } from "@forkful/contracts/refusals";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { BadRequestError, ConflictError, NotFoundError, refusalCodeOf } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import {
  assertWithinOrderLimit,
  type Executor,
  guestSessionFor,
  isUniqueViolation,
  LOST_RACE_REFUSALS,
  type OrderRow,
  orderLinesOf,
  orderRowOf,
  type PlacedOrder,
  type PlaceOrderDeps,
  paymentsOfOrder,
  placedBefore,
  placeOf,
  publishStatus,
  type Quote,
  quoteOrder,
  requestHashOf,
  reserveForOrder,
  type ScheduleColumns,
  scheduleColumnsOf,
  toOrderDto,
  WALLET_CHANGED,
  withCoupon,
} from "../orders/public";
import { assertTableToken, type TableRow } from "../tables/public";
import { insertRound, joinTab, lastRoundNo, roundByKey } from "./tabs.repository";

export type TableRef = TableRow;

/** A whole-bill payment (no split) holding or awaiting the bill's money: a round would change what it pays. */
async function wholeBillPaymentIn(db: PlaceOrderDeps["orders"]["db"], tx: Executor, orderId: string): Promise<boolean> {
  const payments = await paymentsOfOrder(db, tx, orderId);
  return payments.some((p) => p.splitId === null && (MONEY_LOCKING_STATES as readonly string[]).includes(p.state));
}

interface Placing {
  request: CreateOrderRequest;
  requestHash: string;
  table: TableRef;
  quote: Quote;
  /** The customer or guest session ordering this round. */
  dinerId: string;
  schedule: ScheduleColumns;
  actor: string;
  now: Date;
}

const hasExtras = (request: CreateOrderRequest) =>
  !!request.couponCode || request.redeemWallet > 0 || (request.tip !== undefined && request.tip.tipValue > 0);

/** The tab a key already placed a round of, answered again; the same key with other details is refused. */
export async function roundPlacedBefore(
  deps: PlaceOrderDeps,
  idempotencyKey: string,
  requestHash: string,
  caller: Caller | null,
): Promise<PlacedOrder | null> {
  const round = await roundByKey(deps.orders.db, idempotencyKey);
  if (!round) return null;
  if (round.requestHash !== requestHash) throw new ConflictError("This order was already placed with other details");
  const order = toOrderDto((await deps.orders.findOrder(round.orderId))!, round.customerId);
  if (!caller && (await deps.guests.isUnverifiedGuest(round.customerId))) {
    return { order, created: false, guestSession: await guestSessionFor(deps, round.customerId) };
  }
  assertOwner(round.customerId, caller);
  return { order, created: false };
}

/**
 * A dine-in order at a table: the round or order its key already placed, else the table's tab opened or a round added
 * to it.
 */
export async function placeAtTable(deps: PlaceOrderDeps, request: CreateOrderRequest, caller: Caller | null): Promise<PlacedOrder> {
  const requestHash = requestHashOf(request);
  const earlier =
    (await roundPlacedBefore(deps, request.idempotencyKey, requestHash, caller)) ??
    (await placedBefore(deps, request.idempotencyKey, requestHash, caller));
  return earlier ?? tabOpenedOrJoined(deps, request, requestHash, caller);
}

/** Opens the table's tab or adds a round to it. */
async function tabOpenedOrJoined(
  deps: PlaceOrderDeps,
  request: CreateOrderRequest,
  requestHash: string,
  caller: Caller | null,
): Promise<PlacedOrder> {
  const found = await deps.orders.location(request.locationId);
  if (found && !found.orderTypes.some((t) => t.menuType === "dinein")) throw new BadRequestError(TAB_REFUSALS.noDineIn);
  const table = await deps.tables.tableById(deps.tables.db, request.locationId, request.tableId!);
  if (!table) throw new BadRequestError(TAB_REFUSALS.noSuchTable);
  // Only someone at the table (holding its QR token, decision 028) orders to it or learns whether a tab is open there.
  assertTableToken(table, request.tableToken);
  const joining = request.orderId !== undefined || (await deps.orders.tabAtTable(request.locationId, table.tableId)) !== null;
  if (joining && hasExtras(request)) throw new BadRequestError(TAB_REFUSALS.roundExtras);
  const now = deps.clock();
  const quote = await quoteOrder(deps, request, caller);
  const wantedFromWallet = Math.min(request.redeemWallet, quote.totals.total + quote.totals.walletRedeemed);
  if (quote.totals.walletRedeemed < wantedFromWallet) throw new ConflictError(WALLET_CHANGED);
  const schedule = scheduleColumnsOf(request, quote, now);
  let placed: { orderId: string; status: number; roundNo: number };
  let guestId: string | null = null;
  try {
    placed = await deps.orders.transaction(async (tx) => {
      await reserveForOrder(deps.orders, tx, request, quote);
      // Signed out: the diner is a new guest known by name, made with the round, so neither exists without the other.
      guestId = caller ? null : await deps.guests.newGuest(request.fullName, tx);
      const placing: Placing = {
        request,
        requestHash,
        table,
        quote: guestId ? { ...quote, customerId: guestId } : quote,
        dinerId: caller?.customerId ?? guestId!,
        schedule,
        actor: caller ? `customer:${caller.customerId}` : `guest:${guestId}`,
        now,
      };
      let tab = await deps.orders.lockTableTab(tx, request.locationId, table.tableId);
      // A tab cancelled (or completed) without its bill closing is over: the table starts a new one.
      if (tab && FINAL_ORDER_STATUSES.includes(tab.status)) {
        await deps.orders.closeTab(tx, tab.id, now);
        tab = null;
      }
      await assertNamedTab(deps, tx, request, tab);
      return tab ? addRound(deps, tx, placing, tab) : openTab(deps, tx, placing);
    });
  } catch (error) {
    // The same key twice at once: the loser answers the winner's round.
    if (isUniqueViolation(error) || isRefusal(refusalCodeOf(error), ...LOST_RACE_REFUSALS)) {
      const winner = await roundPlacedBefore(deps, request.idempotencyKey, requestHash, caller);
      if (winner) return winner;
    }
    throw error;
  }
  const locationId = quote.location.id;
  if (quote.trackedItemIds.size > 0) void deps.events.publish("stockChanged", { locationId });
  // A first round opens the table's tab (a new order on the board); a later one is a new ticket for the kitchen.
  if (placed.roundNo === 1) await deps.events.publish("orderPlaced", { orderId: placed.orderId, locationId });
  else await deps.events.publish("ticketMoved", { orderId: placed.orderId, locationId, roundNo: placed.roundNo });
  await publishStatus(deps.events, { orderId: placed.orderId, locationId }, placed.status, now);
  const order = toOrderDto((await deps.orders.findOrder(placed.orderId))!, caller?.customerId ?? guestId!);
  return guestId ? { order, created: true, guestSession: await guestSessionFor(deps, guestId) } : { order, created: true };
}

/** "Order more" names the tab it means: refused when that tab is no longer the table's open one. */
async function assertNamedTab(deps: PlaceOrderDeps, tx: Executor, request: CreateOrderRequest, tab: OrderRow | null) {
  if (!request.orderId || tab?.id === request.orderId) return;
  const named = await deps.orders.lockOrderRow(tx, request.orderId);
  if (!named) throw new NotFoundError(MESSAGES.noSuchOrder);
  if (named.locationId !== request.locationId || named.tableId?.toUpperCase() !== request.tableId!.toUpperCase())
    throw new ConflictError(REFUSALS.TAB_OF_ANOTHER_TABLE);
  throw new ConflictError(REFUSALS.TAB_CLOSED);
}

/** A round added to the open tab: its dishes, its money added to the bill, the tab back in the kitchen if it was served. */
async function addRound(deps: PlaceOrderDeps, tx: Executor, placing: Placing, tab: OrderRow) {
  const { orders } = deps;
  const { request, quote, now } = placing;
  if (tab.tabState === "settling") throw new ConflictError(REFUSALS.TAB_SETTLING);
  if (await wholeBillPaymentIn(orders.db, tx, tab.id)) throw new ConflictError(REFUSALS.TAB_PAYMENT_IN_PROGRESS);
  // A race with the tab's opening: this order was priced as the first and may carry what only a first order may.
  if (hasExtras(request)) throw new BadRequestError(TAB_REFUSALS.roundExtras);
  const dinerId = await joinTab(tx, { orderId: tab.id, customerId: placing.dinerId, name: request.fullName }, now);
  const roundNo = (await lastRoundNo(tx, tab.id)) + 1;
  const lastLine = await orders.lastLinePosition(tx, tab.id);
  await insertRound(tx, {
    orderId: tab.id,
    roundNo,
    idempotencyKey: request.idempotencyKey,
    requestHash: placing.requestHash,
    dinerId,
    placedAt: now,
  });
  const lines = orderLinesOf(quote).map((l) => ({ ...l, sortOrder: lastLine + 1 + l.sortOrder, roundNo, dinerId }));
  await orders.insertRoundLines(tx, tab.id, lines);
  const { subtotal, tax, total } = quote.totals;
  // The whole bill, not only this round, stays within what one order may come to.
  const bill = { subtotal: tab.subtotal + subtotal, tax: tab.tax + tax, deliveryFee: tab.deliveryFee, tip: tab.tip };
  assertWithinOrderLimit(bill, quote.location.currency);
  await orders.addToBill(tx, tab.id, { subtotal, tax, total }, now);
  let status = tab.status;
  if (status === OrderStatus.ContactlessOrderServed) {
    await orders.moveStatus(tx, tab.id, status, OrderStatus.BeingPrepared, placing.actor, now);
    status = OrderStatus.BeingPrepared;
  }
  return { orderId: tab.id, status, roundNo };
}

/** The table's new tab: its placer is its first diner, and a party seated at the table makes it theirs. */
async function openTab(deps: PlaceOrderDeps, tx: Executor, placing: Placing) {
  const { orders } = deps;
  const { request, quote, table, now } = placing;
  const orderId = randomUUID();
  const dinerId = randomUUID();
  const party = await deps.tables.partyAtTable(tx, table.id);
  const seated = party?.status === "Seated" ? party : null;
  const orderNumber = await orders.nextOrderNumber(tx, quote.location.id);
  const row = {
    ...orderRowOf(placing.requestHash, request, quote, now),
    ...placing.schedule,
    id: orderId,
    orderNumber: String(orderNumber),
    tableId: table.tableId,
    tabState: "open" as const,
    bookingId: seated?.id ?? null,
    // A tab is paid at the end: it is never released for waiting unpaid.
    paymentDueAt: null,
  };
  const lines = orderLinesOf(quote).map((l) => ({ ...l, roundNo: 1, dinerId }));
  const placed = await orders.insertOrder(tx, row, lines, placing.actor, placeOf(quote));
  await joinTab(tx, { id: dinerId, orderId, customerId: placing.dinerId, name: request.fullName }, now);
  if (seated?.customerId && seated.customerId !== placing.dinerId) {
    await joinTab(tx, { orderId, customerId: seated.customerId, name: seated.fullName }, now);
  }
  await insertRound(tx, {
    orderId,
    roundNo: 1,
    idempotencyKey: request.idempotencyKey,
    requestHash: placing.requestHash,
    dinerId,
    placedAt: now,
  });
  if (quote.coupon) await withCoupon(deps, tx, request, quote, placed, quote.coupon);
  return { orderId, status: OrderStatus.Created, roundNo: 1 };
}
