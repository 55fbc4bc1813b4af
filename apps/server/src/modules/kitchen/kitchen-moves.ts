/**
 * The kitchen moves a dish (41 → 42 → 59) or a round's ticket (43, 59) of a tab (issue 13), or a dish of any other
 * accepted order (41 → 42, issue 26). The order's row is locked
 * first (orders) and every update names the state it moves from, so two screens never both move one dish: the second
 * is refused. The order's status follows in the same transaction (orders' followDishes); its trackers hear of every
 * change after commit. The dishes are the order's, the rounds' tickets the bill's (bills).
 */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { MESSAGES } from "@forkful/contracts/messages";
import { REFUSALS } from "@forkful/contracts/refusals";
import { KITCHEN_REFUSALS, KitchenItemStatus, KitchenTicketStatus } from "@forkful/contracts/tabs";
import type { Executor } from "../../db/client";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { moveRoundTicket, type RoundTicket, roundTicketsOf } from "../bills/public";
import { followDishes, lockOrderWithDishes, type OrderWithDishes, publishStatus, setDishKitchenState } from "../orders/public";
import type { KitchenDeps } from "./kitchen-deps";
import { dishRefusal, orderRefusal, ticketRefusal } from "./kitchen-rules";
import { toKitchenTicket } from "./kitchen-ticket-mapper";

interface LockedTab extends OrderWithDishes {
  rounds: RoundTicket[];
}

/** Applies one move to the locked tab; answers the round it touched. */
type Move = (tx: Executor, tab: LockedTab, at: Date) => Promise<number>;

/** Locks the order's row, then reads its dishes and its rounds' tickets as they are under that lock; null: no such order. */
async function lockTab(tx: Executor, orderId: string): Promise<LockedTab | null> {
  const locked = await lockOrderWithDishes(tx, orderId);
  return locked && { ...locked, rounds: await roundTicketsOf(tx, [orderId]) };
}

async function kitchenMove(deps: KitchenDeps, orderId: string, caller: StaffCaller, move: Move): Promise<KitchenTicket> {
  const at = deps.clock();
  const actor = `staff:${caller.staffId}`;
  const { ticket, status, roundNo } = await deps.db.transaction(async (tx) => {
    const tab = await lockTab(tx, orderId);
    if (!tab) throw new NotFoundError(MESSAGES.noSuchOrder);
    assertStaffsOrder(tab.order, caller);
    const refusal = orderRefusal(tab.order);
    if (refusal) throw new ConflictError(refusal);
    const roundNo = await move(tx, tab, at);
    const after = await followDishes(tx, orderId, actor, at);
    const round = (await roundTicketsOf(tx, [orderId])).find((r) => r.roundNo === roundNo);
    return {
      ticket: toKitchenTicket({ ...after.order, status: after.status }, after.dishes, roundNo, round),
      status: after.status,
      roundNo,
    };
  });
  const { locationId } = caller;
  await publishStatus(deps.events, { orderId, locationId }, status, at);
  await deps.events.publish("ticketMoved", { orderId, locationId, roundNo });
  return ticket;
}

/** PUT /staff/kitchen/orders/{orderId}/items/{lineId}: a dish started (41), ready (42) or served (59). */
export function moveKitchenDish(
  deps: KitchenDeps,
  { orderId, lineId, status }: { orderId: string; lineId: number; status: number },
  caller: StaffCaller,
): Promise<KitchenTicket> {
  return kitchenMove(deps, orderId, caller, async (tx, tab, at) => {
    const dish = tab.dishes.find((d) => d.id === lineId);
    if (!dish) throw new NotFoundError(KITCHEN_REFUSALS.noSuchLine);
    // An order that is not a tab: the kitchen starts and readies its dishes; the order itself moves by its status.
    if (!tab.order.tabState && status === KitchenItemStatus.Served) throw new ConflictError(KITCHEN_REFUSALS.notATab);
    const ticketStatus = tab.rounds.find((r) => r.roundNo === dish.roundNo)?.ticketStatus ?? null;
    const refusal = dishRefusal(dish, ticketStatus, status);
    if (refusal) throw new ConflictError(refusal);
    if ((await setDishKitchenState(tx, orderId, { lineIds: [lineId], from: dish.itemStatus, to: status, at })).length !== 1)
      throw new ConflictError(REFUSALS.ORDER_CHANGED_MEANWHILE);
    // The last dish of a ticket served serves the ticket.
    const others = tab.dishes.filter((d) => d.roundNo === dish.roundNo && d.id !== lineId);
    if (status === KitchenItemStatus.Served && others.every((d) => d.itemStatus === KitchenItemStatus.Served))
      await moveRoundTicket(tx, orderId, { roundNo: dish.roundNo, from: KitchenTicketStatus.Ready, to: KitchenTicketStatus.Served, at });
    return dish.roundNo;
  });
}

/** PUT /staff/kitchen/orders/{orderId}/rounds/{sortOrder}: a ticket ready (43, every dish ready) or served (59, all its dishes). */
export function moveKitchenTicket(
  deps: KitchenDeps,
  { orderId, sortOrder, status }: { orderId: string; sortOrder: number; status: number },
  caller: StaffCaller,
): Promise<KitchenTicket> {
  return kitchenMove(deps, orderId, caller, async (tx, tab, at) => {
    if (!tab.order.tabState) throw new ConflictError(KITCHEN_REFUSALS.notATab);
    const round = tab.rounds.find((r) => r.roundNo === sortOrder);
    if (!round) throw new NotFoundError(KITCHEN_REFUSALS.noSuchRound);
    if (round.voidedAt) throw new ConflictError(KITCHEN_REFUSALS.roundVoided);
    const dishes = tab.dishes.filter((d) => d.roundNo === sortOrder);
    const refusal = ticketRefusal(round.ticketStatus, dishes, status);
    if (refusal) throw new ConflictError(refusal);
    if (!(await moveRoundTicket(tx, orderId, { roundNo: sortOrder, from: round.ticketStatus, to: status, at })))
      throw new ConflictError(REFUSALS.ORDER_CHANGED_MEANWHILE);
    if (status === KitchenTicketStatus.Served) {
      const ready = dishes.filter((d) => d.itemStatus === KitchenItemStatus.Ready).map((d) => d.id);
      await setDishKitchenState(tx, orderId, { lineIds: ready, from: KitchenItemStatus.Ready, to: KitchenItemStatus.Served, at });
    }
    return sortOrder;
  });
}
