/**
 * Staff work their own location's orders: list them, move them (the kitchen only up to ready), take money at the counter
 * (a manager). Which role may make which call is checked as the request arrives (STAFF_CALL_ROLES).
 */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { COUNTER_REFUSALS, STAFF_ORDER_REFUSALS, type StaffStatusBody } from "@forkful/contracts/staff";
import { roleMayMoveOrderTo, STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { moveOrder, orderForStaff, ordersOfLocation } from "../orders/public";
import { collectedAtLocation, isPartOfBill } from "../payments/public";
import type { StaffDeps } from "./staff-deps";

/** Statuses only a diner may set. */
const CUSTOMER_ONLY: number[] = [OrderStatus.CancelledByCustomer, OrderStatus.Modified];

export function staffOrders(deps: Pick<StaffDeps, "db">, statuses: number[] | undefined, caller: StaffCaller): Promise<OrdersPage> {
  return ordersOfLocation(deps.db, { locationId: caller.locationId, statuses });
}

export async function moveOrderByStaff(
  deps: Pick<StaffDeps, "moves">,
  { orderId, status, prepMinutes, reason }: { orderId: string } & StaffStatusBody,
  caller: StaffCaller,
): Promise<Order> {
  if (CUSTOMER_ONLY.includes(status)) throw new ForbiddenError(STAFF_ORDER_REFUSALS.dinerOnly);
  if (!roleMayMoveOrderTo(caller.role, status)) throw new ForbiddenError(STAFF_ROLE_REFUSALS.kitchenOrderMoves);
  return moveOrder(deps.moves, {
    orderId,
    to: status,
    actor: `staff:${caller.staffId}`,
    prepMinutes,
    reason,
    guard: (record) => assertStaffsOrder(record.order, caller),
  });
}

/** The diner paid at the counter (POS): the payment at the location becomes collected (19). */
export async function collectAtCounter(
  deps: Pick<StaffDeps, "db" | "counter" | "clock">,
  { orderId }: { orderId: string },
  caller: StaffCaller,
): Promise<Order> {
  await counterOrder(deps, orderId, caller);
  if (!(await collectedAtLocation(deps.counter, orderId, deps.clock()))) throw new ConflictError(COUNTER_REFUSALS.noPaymentWaiting);
  return orderForStaff(deps.db, orderId);
}

/**
 * A diner paid their part of a split table bill at the counter: that part's payment at the location is collected, the
 * part is paid, and the tab closes once every part is.
 */
export async function collectPartAtCounter(
  deps: Pick<StaffDeps, "db" | "counter" | "clock">,
  { orderId, splitId }: { orderId: string; splitId: string },
  caller: StaffCaller,
): Promise<Order> {
  await counterOrder(deps, orderId, caller);
  if (!(await isPartOfBill(deps.counter, orderId, splitId))) throw new NotFoundError(SPLIT_REFUSALS.noSuchSplit);
  if (!(await collectedAtLocation(deps.counter, orderId, deps.clock(), splitId)))
    throw new ConflictError(COUNTER_REFUSALS.noPartPaymentWaiting);
  return orderForStaff(deps.db, orderId);
}

/** The order its restaurant's manager takes money for. */
async function counterOrder(deps: Pick<StaffDeps, "db">, orderId: string, caller: StaffCaller): Promise<Order> {
  const order = await orderForStaff(deps.db, orderId);
  assertStaffsOrder(order, caller);
  return order;
}
