/** GET /staff/curbside: the diners waiting outside a restaurant for their pickup order, the longest waiting first. */
import type { CurbsideWaiting } from "@forkful/contracts/curbside";
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import type { OrdersRepository } from "./orders.repository";

export async function curbsideWaiting(
  deps: { orders: Pick<OrdersRepository, "waitingOutside"> },
  locationId: number,
): Promise<CurbsideWaiting> {
  const rows = await deps.orders.waitingOutside(locationId, FINAL_ORDER_STATUSES);
  return rows.map((o) => ({
    orderId: o.id,
    orderNumber: o.orderNumber,
    fullName: o.fullName,
    phone: o.phone || null,
    status: o.status,
    at: o.arrivedAt!.toISOString(),
    carDetails: o.arrivalCar ?? "",
    spot: o.arrivalSpot,
  }));
}
