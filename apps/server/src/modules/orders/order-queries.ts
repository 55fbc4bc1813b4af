/**
 * Reading one order: all of it for its owner (the diner, or the guest session that placed it), status and items
 * without personal data for anyone else holding its link, any order for staff, and a location's orders for its staff.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { PERSONAL_ORDER_FIELDS } from "@forkful/contracts/order-access";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller, isOwner, type StaffCaller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import type { OrderRecord, OrdersRepository } from "./orders.repository";
import { isDueUnpaid, type ReleaseUnpaidDeps, releaseIfUnpaid } from "./release-unpaid-order";
import { assertMaySeeTab, assertTabDiner } from "./tab-access";

export interface OrderQueriesDeps {
  orders: OrdersRepository;
}

type FindOrder = { orders: Pick<OrdersRepository, "findOrder"> };

/** The order by id, or 404. */
export async function orderById(deps: FindOrder, orderId: string): Promise<OrderRecord> {
  const record = await deps.orders.findOrder(orderId);
  if (!record) throw new NotFoundError(MESSAGES.noSuchOrder);
  return record;
}

/**
 * The caller's own order by id, to change or pay it or to read its personal data: 404, 401 or 403 otherwise. A table's
 * tab is every diner's at the table.
 */
export async function callersOrder(deps: FindOrder, orderId: string, caller: Caller | null): Promise<OrderRecord> {
  const record = await orderById(deps, orderId);
  if (record.order.tabState) assertTabDiner(record, caller);
  else assertOwner(record.order.customerId, caller);
  return record;
}

/** An order as someone holding its link sees it: status, items and totals, no personal data. */
export function sharedView(order: Order): Order {
  const hidden = Object.fromEntries(PERSONAL_ORDER_FIELDS.map((field) => [field, null]));
  return { ...order, ...hidden, fullName: "", phone: "" } as Order;
}

/** The order as one record, read again after a release. */
export async function orderRecordFor(
  deps: ReleaseUnpaidDeps,
  orderId: string,
  caller: Caller | null,
  staff: StaffCaller | null = null,
): Promise<OrderRecord> {
  let record = await orderById(deps, orderId);
  if (record.order.tabState) assertMaySeeTab(record, caller, staff);
  if (isDueUnpaid(record.order, deps.clock())) {
    await releaseIfUnpaid(deps, orderId);
    // Read again whoever released it: a reader that lost the race to another one (or to the sweep) must not answer
    // the row it read before the release.
    record = await orderById(deps, orderId);
  }
  return record;
}

/**
 * One order: all of it for its owner, the shared view for anyone else with its id; a table's tab only for its diners
 * and its restaurant's staff (its personal fields stay its placer's). An unpaid order past its payment time is released here if the sweep has not come by yet,
 * so no tracker shows a deadline that has passed.
 */
export async function getOrder(
  deps: ReleaseUnpaidDeps,
  orderId: string,
  caller: Caller | null,
  staff: StaffCaller | null = null,
): Promise<Order> {
  const record = await orderRecordFor(deps, orderId, caller, staff);
  const order = toOrderDto(record, caller?.customerId ?? null);
  return isOwner(record.order.customerId, caller) ? order : sharedView(order);
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
  deps: { orders: Pick<OrdersRepository, "listOrders"> },
  { locationId, statuses }: { locationId: number; statuses: number[] | undefined },
): Promise<OrdersPage> {
  const { records, total } = await deps.orders.listOrders({ locationId, statuses }, 0, 200, "desc");
  return { content: records.map((r) => toOrderDto(r)), totalElements: total, page: 0, size: 200 };
}
