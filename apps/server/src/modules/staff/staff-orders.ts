/** Staff work their own location's orders: list them, move them (kitchen staff may not cancel), take money at the counter. */
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { ConflictError, ForbiddenError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { getOrderForStaff, locationOrders, moveOrderStatus } from "../orders/public";
import { collectedAtLocation } from "../payments/public";
import type { StaffDeps } from "./staff-deps";

const MANAGER_ONLY: number[] = [OrderStatus.CancelledByMerchant];
/** Statuses only a diner may set. */
const CUSTOMER_ONLY: number[] = [OrderStatus.CancelledByCustomer, OrderStatus.Modified];
const OTHER_RESTAURANT = "This order belongs to another restaurant";

export function staffOrders(deps: Pick<StaffDeps, "orders">, statuses: number[] | undefined, caller: StaffCaller): Promise<OrdersPage> {
  return locationOrders(deps, { locationId: caller.locationId, statuses });
}

export async function moveOrderByStaff(
  deps: Pick<StaffDeps, "moves">,
  { orderId, status }: { orderId: string; status: number },
  caller: StaffCaller,
): Promise<Order> {
  if (CUSTOMER_ONLY.includes(status)) throw new ForbiddenError("Only the diner can set this status");
  if (MANAGER_ONLY.includes(status) && caller.role !== "manager") throw new ForbiddenError("Only a manager can cancel an order");
  return moveOrderStatus(deps.moves, {
    orderId,
    to: status,
    actor: `staff:${caller.staffId}`,
    guard: (record) => {
      if (record.order.locationId !== caller.locationId) throw new ForbiddenError(OTHER_RESTAURANT);
    },
  });
}

/** The diner paid at the counter (POS): the payment at the location becomes collected (19). */
export async function collectAtCounter(
  deps: Pick<StaffDeps, "orders" | "counter" | "clock">,
  { orderId }: { orderId: string },
  caller: StaffCaller,
): Promise<Order> {
  if (caller.role !== "manager") throw new ForbiddenError("Only a manager can take payments");
  const order = await getOrderForStaff(deps, orderId);
  if (order.locationId !== caller.locationId) throw new ForbiddenError(OTHER_RESTAURANT);
  if (!(await collectedAtLocation(deps.counter, orderId, deps.clock())))
    throw new ConflictError("This order has no payment waiting at the counter");
  return getOrderForStaff(deps, orderId);
}
