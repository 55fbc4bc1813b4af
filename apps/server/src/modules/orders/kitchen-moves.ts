/**
 * The kitchen moves a dish (41 → 42 → 59) or a round's ticket (43, 59) of a tab (issue 13). The order's row is locked
 * first and every update names the state it moves from, so two screens never both move one dish: the second is
 * refused. The order's status follows in the same transaction; its trackers hear of every change after commit.
 */
import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { MESSAGES } from "@forkful/contracts/messages";
import { KITCHEN_REFUSALS, KitchenItemStatus, KitchenTicketStatus } from "@forkful/contracts/tabs";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { followDishes } from "./follow-dishes";
import type { RoundRow } from "./kitchen.repository";
import { dishRefusal, orderRefusal, ticketRefusal } from "./kitchen-rules";
import { toKitchenTicket } from "./kitchen-ticket-mapper";
import type { Executor, OrderItemRow, OrderRow } from "./order-rows";
import type { OrdersDeps } from "./orders-deps";
import { publishStatus } from "./publish-status";
import { ORDER_CHANGED_MEANWHILE } from "./reprice-order";

export type KitchenMoveDeps = Pick<OrdersDeps, "orders" | "events" | "clock">;

interface LockedTab {
  order: OrderRow;
  dishes: OrderItemRow[];
  rounds: RoundRow[];
}

/** Applies one move to the locked tab; answers the round it touched. */
type Move = (tx: Executor, tab: LockedTab, at: Date) => Promise<number>;

async function kitchenMove(deps: KitchenMoveDeps, orderId: string, caller: StaffCaller, move: Move): Promise<KitchenTicket> {
  const { orders } = deps;
  const at = deps.clock();
  const actor = `staff:${caller.staffId}`;
  const { ticket, status, roundNo } = await orders.transaction(async (tx) => {
    const tab = await orders.lockForKitchen(tx, orderId);
    if (!tab) throw new NotFoundError(MESSAGES.noSuchOrder);
    assertStaffsOrder(tab.order, caller);
    const refusal = orderRefusal(tab.order);
    if (refusal) throw new ConflictError(refusal);
    const roundNo = await move(tx, tab, at);
    const after = await followDishes(tx, orderId, actor, at);
    const round = after.rounds.find((r) => r.roundNo === roundNo);
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
  deps: KitchenMoveDeps,
  { orderId, lineId, status }: { orderId: string; lineId: number; status: number },
  caller: StaffCaller,
): Promise<KitchenTicket> {
  return kitchenMove(deps, orderId, caller, async (tx, tab, at) => {
    const dish = tab.dishes.find((d) => d.id === lineId);
    if (!dish) throw new NotFoundError(KITCHEN_REFUSALS.noSuchLine);
    const ticketStatus = tab.rounds.find((r) => r.roundNo === dish.roundNo)?.ticketStatus ?? null;
    const refusal = dishRefusal(dish, ticketStatus, status);
    if (refusal) throw new ConflictError(refusal);
    if ((await deps.orders.moveDishes(tx, orderId, [lineId], dish.itemStatus, status, at)).length !== 1)
      throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    // The last dish of a ticket served serves the ticket.
    const others = tab.dishes.filter((d) => d.roundNo === dish.roundNo && d.id !== lineId);
    if (status === KitchenItemStatus.Served && others.every((d) => d.itemStatus === KitchenItemStatus.Served))
      await deps.orders.moveTicket(tx, orderId, dish.roundNo, KitchenTicketStatus.Ready, KitchenTicketStatus.Served, at);
    return dish.roundNo;
  });
}

/** PUT /staff/kitchen/orders/{orderId}/rounds/{sortOrder}: a ticket ready (43, every dish ready) or served (59, all its dishes). */
export function moveKitchenTicket(
  deps: KitchenMoveDeps,
  { orderId, sortOrder, status }: { orderId: string; sortOrder: number; status: number },
  caller: StaffCaller,
): Promise<KitchenTicket> {
  return kitchenMove(deps, orderId, caller, async (tx, tab, at) => {
    const round = tab.rounds.find((r) => r.roundNo === sortOrder);
    if (!round) throw new NotFoundError(KITCHEN_REFUSALS.noSuchRound);
    if (round.voidedAt) throw new ConflictError(KITCHEN_REFUSALS.roundVoided);
    const dishes = tab.dishes.filter((d) => d.roundNo === sortOrder);
    const refusal = ticketRefusal(round.ticketStatus, dishes, status);
    if (refusal) throw new ConflictError(refusal);
    if (!(await deps.orders.moveTicket(tx, orderId, sortOrder, round.ticketStatus, status, at)))
      throw new ConflictError(ORDER_CHANGED_MEANWHILE);
    if (status === KitchenTicketStatus.Served) {
      const ready = dishes.filter((d) => d.itemStatus === KitchenItemStatus.Ready).map((d) => d.id);
      await deps.orders.moveDishes(tx, orderId, ready, KitchenItemStatus.Ready, KitchenItemStatus.Served, at);
    }
    return sortOrder;
  });
}
