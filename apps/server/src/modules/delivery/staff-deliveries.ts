/**
 * GET /staff/deliveries and POST /staff/deliveries/{orderId}/redispatch (a manager, issue 26): the restaurant's open
 * deliveries with their latest courier, and a re-dispatch: the live courier is cancelled with its partner and the next
 * partner the restaurant allows (one not yet tried for this order) is asked, as when a partner cancels. Refused (409,
 * nothing changed) once the courier has the food, for an order not yet accepted, finished or not a delivery.
 */
import { DELIVERY_PARTNER_NAMES, DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import { AWAITING_RESTAURANT_STATUSES, FINAL_ORDER_STATUSES, OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { NOT_REDISPATCHABLE, STAFF_DELIVERY_REFUSALS, type StaffDelivery } from "@forkful/contracts/staff-deliveries";
import { ConflictError } from "../../lib/domain-errors";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { orderForStaff, ordersOfLocation } from "../orders/public";
import { askForCourier } from "./ask-for-courier";
import { cancelDeliveryOf } from "./cancel-delivery";
import type { DeliveryDeps } from "./delivery-deps";

const SKIPPED: readonly number[] = [...FINAL_ORDER_STATUSES, ...AWAITING_RESTAURANT_STATUSES];
const OPEN_STATUSES = Object.values(OrderStatus).filter((status) => !SKIPPED.includes(status));

export function staffDeliveryOf(order: Order): StaffDelivery {
  const delivery = order.delivery;
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    fullName: order.fullName,
    status: order.status,
    statusLabel: order.statusLabel,
    placedAt: order.orderTime,
    partner: delivery?.deliveryProviderId ?? null,
    partnerName: delivery ? DELIVERY_PARTNER_NAMES[delivery.deliveryProviderId] : null,
    state: delivery?.state ?? null,
    stateLabel: delivery?.stateLabel ?? DELIVERY_TEXTS.noDeliveryYet,
    courier: delivery?.runner ? { name: delivery.runner.name, phone: delivery.runner.phone } : null,
    eta: delivery?.eta ?? null,
    attempt: delivery?.attempt ?? 0,
    mayRedispatch: !delivery || !NOT_REDISPATCHABLE.includes(delivery.state),
  };
}

export async function staffDeliveries(deps: Pick<DeliveryDeps, "db">, caller: StaffCaller): Promise<{ deliveries: StaffDelivery[] }> {
  const page = await ordersOfLocation(deps.db, { locationId: caller.locationId, statuses: OPEN_STATUSES });
  const open = page.content.filter((order) => order.orderType === "delivery");
  open.sort((a, b) => a.orderTime.localeCompare(b.orderTime));
  return { deliveries: open.map(staffDeliveryOf) };
}

function assertRedispatchable(order: Order): void {
  if (order.orderType !== "delivery") throw new ConflictError(STAFF_DELIVERY_REFUSALS.notDelivery);
  if (FINAL_ORDER_STATUSES.includes(order.status)) throw new ConflictError(STAFF_DELIVERY_REFUSALS.finished);
  if (AWAITING_RESTAURANT_STATUSES.includes(order.status)) throw new ConflictError(STAFF_DELIVERY_REFUSALS.notAccepted);
}

export async function redispatchDelivery(deps: DeliveryDeps, input: { orderId: string }, caller: StaffCaller): Promise<StaffDelivery> {
  const order = await orderForStaff(deps.db, input.orderId);
  assertStaffsOrder(order, caller);
  assertRedispatchable(order);
  const live = (await deps.deliveries.attemptsOf(input.orderId)).find((row) => row.state !== "cancelled");
  if (live && NOT_REDISPATCHABLE.includes(live.state as StaffDelivery["state"] & string))
    throw new ConflictError(live.state === "delivered" ? STAFF_DELIVERY_REFUSALS.finished : STAFF_DELIVERY_REFUSALS.pickedUp);
  const reason = STAFF_DELIVERY_REFUSALS.redispatched;
  await cancelDeliveryOf(deps, input.orderId, { reason, failure: reason });
  await askForCourier(deps, input.orderId);
  return staffDeliveryOf(await orderForStaff(deps.db, input.orderId));
}
