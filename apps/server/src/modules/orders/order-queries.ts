/** Reading one order: the caller's own, or any order for staff, and a location's orders for its staff. */
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import type { OrderRecord, OrdersRepository } from "./orders.repository";

export interface OrderQueriesDeps {
  orders: OrdersRepository;
}

/** The order by id, if the caller may see it (their own, or one placed signed out). */
export async function visibleOrder(deps: OrderQueriesDeps, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  const record = await deps.orders.findOrder(orderId);
  if (!record) throw new NotFoundError("No order has this id");
  assertOwner(record.order.customerId, caller);
  return record;
}

export async function getOrder(deps: OrderQueriesDeps, orderId: string, caller: Caller | null): Promise<Order> {
  return toOrderDto(await visibleOrder(deps, orderId, caller));
}

/** Any order by id, for staff (who check the location themselves). */
export async function getOrderForStaff(deps: OrderQueriesDeps, orderId: string): Promise<Order> {
  const record = await deps.orders.findOrder(orderId);
  if (!record) throw new NotFoundError("No order has this id");
  return toOrderDto(record);
}

/** The order as it is now, after a change. */
export async function reloadOrder(deps: OrderQueriesDeps, orderId: string): Promise<Order> {
  return toOrderDto((await deps.orders.findOrder(orderId))!);
}

/** A location's orders for its staff, newest first. */
export async function locationOrders(
  deps: OrderQueriesDeps,
  { locationId, statuses }: { locationId: number; statuses: number[] | undefined },
): Promise<OrdersPage> {
  const { records, total } = await deps.orders.listOrders({ locationId, statuses }, 0, 200, "desc");
  return { content: records.map(toOrderDto), totalElements: total, page: 0, size: 200 };
}
