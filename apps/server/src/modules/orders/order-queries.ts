/** Reading one order: the caller's own, or any order for staff, and a location's orders for its staff. */
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import type { OrderRecord, OrdersRepository } from "./orders.repository";

export interface OrderQueriesDeps {
  orders: OrdersRepository;
}

type FindOrder = { orders: Pick<OrdersRepository, "findOrder"> };

/** The order by id, or 404. */
export async function orderById(deps: FindOrder, orderId: string): Promise<OrderRecord> {
  const record = await deps.orders.findOrder(orderId);
  if (!record) throw new NotFoundError("No order has this id");
  return record;
}

/** The order by id, if the caller may see it (their own, or one placed signed out): 404 or 403 otherwise. */
export async function visibleOrder(deps: FindOrder, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  const record = await orderById(deps, orderId);
  assertOwner(record.order.customerId, caller);
  return record;
}

export async function getOrder(deps: OrderQueriesDeps, orderId: string, caller: Caller | null): Promise<Order> {
  return toOrderDto(await visibleOrder(deps, orderId, caller));
}

/** Any order by id, for staff (who check the location themselves). */
export async function getOrderForStaff(deps: FindOrder, orderId: string): Promise<Order> {
  return toOrderDto(await orderById(deps, orderId));
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
