/**
 * Bump and recall on the kitchen display (issue 26). A bump moves a ticket one step: a tab's round to ready (43, its
 * dishes ready) then served (59); an order that is not a tab to ready (13) through the order's state machine, so the
 * diner's tracker follows; a recalled ticket already past that goes off the rail again. A recall puts the last bumped
 * ticket back on the rail. Each is recorded (the bump row and the staff actions, in the move's transaction) and told
 * on the restaurant's live feed.
 */
import { KDS_REFUSALS, type KitchenTicket } from "@forkful/contracts/kitchen";
import { MESSAGES } from "@forkful/contracts/messages";
import { canMoveOrder, OrderStatus } from "@forkful/contracts/order-status";
import { REFUSALS } from "@forkful/contracts/refusals";
import { KITCHEN_REFUSALS, KitchenItemStatus, KitchenTicketStatus } from "@forkful/contracts/tabs";
import type { Executor } from "../../db/client";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { moveRoundTicket, roundTicketsOf } from "../bills/public";
import {
  followDishes,
  lockOrderWithDishes,
  moveOrderRowStatus,
  type OrderWithDishes,
  ordersWithDishes,
  publishStatus,
  setDishKitchenState,
} from "../orders/public";
import { recordStaffAction } from "../staff/public";
import { lastBumps, nextToRecall, recalledBumps, ticketKey } from "./kitchen-bumps";
import type { KitchenDeps } from "./kitchen-deps";
import { displaySourcesOf, toDisplayTicket } from "./kitchen-display-ticket";
import { NON_TAB_IN_THE_KITCHEN } from "./kitchen-queue";
import { orderRefusal } from "./kitchen-rules";
import { insertBumpRow, markBumpRecalled } from "./kitchen-stations.repository";

interface Bumped {
  /** The order's statuses it went through, in order (none: only its ticket moved). */
  steps: { from: number; to: number }[];
  orderType: OrderWithDishes["order"]["orderType"];
}

/** Every dish of the round not yet ready is ready (sent or in preparation). */
async function dishesReady(tx: Executor, orderId: string, dishes: OrderWithDishes["dishes"], at: Date) {
  for (const from of [null, KitchenItemStatus.InPreparation]) {
    const lineIds = dishes.filter((d) => d.itemStatus === from).map((d) => d.id);
    await setDishKitchenState(tx, orderId, { lineIds, from, to: KitchenItemStatus.Ready, at });
  }
}

/** A tab's round one step on: ready, then served; a served (recalled) one does not move. */
async function bumpRound(tx: Executor, locked: OrderWithDishes, roundNo: number, actor: string, at: Date): Promise<number[]> {
  const { order } = locked;
  const round = (await roundTicketsOf(tx, [order.id])).find((r) => r.roundNo === roundNo);
  if (!round) throw new NotFoundError(KITCHEN_REFUSALS.noSuchRound);
  if (round.voidedAt) throw new ConflictError(KITCHEN_REFUSALS.roundVoided);
  const dishes = locked.dishes.filter((d) => d.roundNo === roundNo);
  const from = round.ticketStatus;
  if (from === KitchenTicketStatus.Served) return [];
  const to = from === KitchenTicketStatus.Ready ? KitchenTicketStatus.Served : KitchenTicketStatus.Ready;
  if (to === KitchenTicketStatus.Ready) await dishesReady(tx, order.id, dishes, at);
  else {
    const ready = dishes.filter((d) => d.itemStatus === KitchenItemStatus.Ready).map((d) => d.id);
    await setDishKitchenState(tx, order.id, { lineIds: ready, from: KitchenItemStatus.Ready, to: KitchenItemStatus.Served, at });
  }
  if (!(await moveRoundTicket(tx, order.id, { roundNo, from, to, at }))) throw new ConflictError(REFUSALS.ORDER_CHANGED_MEANWHILE);
  const before = order.status;
  const after = await followDishes(tx, order.id, actor, at);
  return after.status === before ? [] : [after.status];
}

/** The order moves an order that is not a tab takes to ready (13): into preparation first when it was only accepted. */
function pathToReady(status: number, orderType: string): number[] {
  if (!NON_TAB_IN_THE_KITCHEN.includes(status)) return [];
  const path = status === OrderStatus.Accepted ? [OrderStatus.BeingPrepared, OrderStatus.Ready] : [OrderStatus.Ready];
  let at = status;
  return path.filter((to) => {
    const ok = canMoveOrder(at, to, orderType);
    if (ok) at = to;
    return ok;
  });
}

async function bumpOrder(tx: Executor, locked: OrderWithDishes, actor: string, at: Date, recalled: boolean): Promise<number[]> {
  const { order, dishes } = locked;
  const path = pathToReady(order.status, order.orderType);
  if (path.length === 0 && !recalled) throw new ConflictError(KDS_REFUSALS.notOnTheRail);
  await dishesReady(tx, order.id, dishes, at);
  let from = order.status;
  for (const to of path) {
    if (!(await moveOrderRowStatus(tx, order.id, from, to, actor, at))) throw new ConflictError(REFUSALS.ORDER_CHANGED_MEANWHILE);
    from = to;
  }
  return path;
}

/** POST /staff/kitchen/orders/{orderId}/rounds/{sortOrder}/bump */
export async function bumpTicket(
  deps: KitchenDeps,
  { orderId, sortOrder }: { orderId: string; sortOrder: number },
  caller: StaffCaller,
): Promise<KitchenTicket> {
  const at = deps.clock();
  const actor = `staff:${caller.staffId}`;
  const { locationId } = caller;
  const recalled = recalledBumps(await lastBumps(deps.db, locationId, at)).some(
    (b) => ticketKey(b) === ticketKey({ orderId, roundNo: sortOrder }),
  );
  const bumped: Bumped = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderWithDishes(tx, orderId);
    if (!locked) throw new NotFoundError(MESSAGES.noSuchOrder);
    assertStaffsOrder(locked.order, caller);
    const refusal = orderRefusal(locked.order);
    if (refusal && !recalled) throw new ConflictError(refusal);
    if (!locked.order.tabState && sortOrder !== 1) throw new NotFoundError(KITCHEN_REFUSALS.noSuchRound);
    const statuses = locked.order.tabState
      ? await bumpRound(tx, locked, sortOrder, actor, at)
      : await bumpOrder(tx, locked, actor, at, recalled);
    await insertBumpRow(tx, { locationId, orderId, roundNo: sortOrder, bumpedBy: actor, bumpedAt: at });
    await recordStaffAction(tx, {
      actor: caller,
      action: "kitchen.ticket.bumped",
      subjectType: "order",
      subjectId: orderId,
      detail: { roundNo: sortOrder, statuses },
      at,
    });
    const froms = [locked.order.status, ...statuses];
    return { steps: statuses.map((to, i) => ({ from: froms[i]!, to })), orderType: locked.order.orderType };
  });
  for (const { from, to } of bumped.steps) {
    await publishStatus(deps.events, { orderId, locationId }, to, at);
    await deps.events.publish("orderMoved", { orderId, orderType: bumped.orderType, from, to });
  }
  await deps.events.publish("ticketMoved", { orderId, locationId, roundNo: sortOrder });
  return displayTicketOf(deps, caller, orderId, sortOrder, false);
}

/** POST /staff/kitchen/recall: the last ticket bumped in the past hour, back on the rail. */
export async function recallTicket(deps: KitchenDeps, caller: StaffCaller): Promise<{ ticket: KitchenTicket }> {
  const at = deps.clock();
  const { locationId } = caller;
  const bump = nextToRecall(await lastBumps(deps.db, locationId, at));
  if (!bump) throw new ConflictError(KDS_REFUSALS.nothingToRecall);
  await deps.db.transaction(async (tx) => {
    await markBumpRecalled(tx, bump.id, `staff:${caller.staffId}`, at);
    await recordStaffAction(tx, {
      actor: caller,
      action: "kitchen.ticket.recalled",
      subjectType: "order",
      subjectId: bump.orderId,
      detail: { roundNo: bump.roundNo },
      at,
    });
  });
  await deps.events.publish("ticketMoved", { orderId: bump.orderId, locationId, roundNo: bump.roundNo });
  return { ticket: await displayTicketOf(deps, caller, bump.orderId, bump.roundNo, true) };
}

async function displayTicketOf(deps: KitchenDeps, caller: StaffCaller, orderId: string, roundNo: number, recalled: boolean) {
  const { orders, dishes } = await ordersWithDishes(deps.db, [orderId]);
  const rounds = await roundTicketsOf(deps.db, [orderId]);
  const sources = await displaySourcesOf(deps.db, caller.locationId, [orderId], dishes);
  return toDisplayTicket(
    orders[0]!,
    dishes,
    roundNo,
    rounds.find((r) => r.roundNo === roundNo),
    sources,
    recalled,
  );
}
