/**
 * The caller's own orders. An order placed signed out with someone's number is not theirs until the guest who placed
 * it proves the number with a code (the guest's orders then join that account). A table's tab is every diner's.
 */
import { ORDERS_PAGE_SIZE } from "@forkful/contracts/constants";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import { sharedView } from "./order-queries";
import type { OrderRecord } from "./orders.repository";
import type { OrdersDeps } from "./orders-deps";

export type SearchOrdersDeps = Pick<OrdersDeps, "orders" | "customers">;

export interface OrderSearch {
  /** 'customerId:{id}' or 'phone:{phone}'; both only for the caller's own orders. */
  search: string;
  page: number;
  size: number;
  sort: string;
}

/** The caller's own order in full; a tab they joined at someone else's table in its shared view. */
function ownView(record: OrderRecord, caller: Caller): Order {
  const order = toOrderDto(record, caller.customerId);
  return record.order.customerId === caller.customerId ? order : sharedView(order);
}

async function verifiedPhoneOf(deps: SearchOrdersDeps, customerId: string): Promise<string | null> {
  return (await deps.customers.findById(customerId))?.phoneNumber ?? null;
}

export async function searchOrders(
  deps: SearchOrdersDeps,
  { search, page, size, sort }: OrderSearch,
  caller: Caller | null,
): Promise<OrdersPage> {
  if (!caller) throw new UnauthorizedError();
  const [field, value] = [search.slice(0, search.indexOf(":")), search.slice(search.indexOf(":") + 1)];
  // Either way the answer is the caller's own orders; a phone search names the caller's own verified number.
  const allowed = field === "customerId" ? value === caller.customerId : value === (await verifiedPhoneOf(deps, caller.customerId));
  if (!allowed) throw new ForbiddenError("You can only see your own orders");
  const { records, total } = await deps.orders.listOrders(
    { customerId: caller.customerId },
    page,
    Math.min(size, ORDERS_PAGE_SIZE),
    sort.endsWith("asc") ? "asc" : "desc",
  );
  return { content: records.map((r) => ownView(r, caller)), totalElements: total, page, size };
}

export async function customerOrders(
  deps: SearchOrdersDeps,
  { customerId, locationId }: { customerId: string; locationId?: number },
  caller: Caller | null,
): Promise<Order[]> {
  if (!caller) throw new UnauthorizedError();
  if (customerId !== caller.customerId) throw new ForbiddenError("You can only see your own orders");
  const { records } = await deps.orders.listOrders({ customerId, locationId }, 0, ORDERS_PAGE_SIZE, "desc");
  return records.map((r) => ownView(r, caller));
}
