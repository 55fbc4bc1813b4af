/** The caller's own orders: theirs, and those placed as a guest with their mobile number before signing up. */
import { ORDERS_PAGE_SIZE } from "@forkful/contracts/constants";
import type { Order, OrdersPage } from "@forkful/contracts/orders";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { toOrderDto } from "./order-mapper";
import type { OrdersDeps } from "./orders-deps";

export type SearchOrdersDeps = Pick<OrdersDeps, "orders" | "customers">;

export interface OrderSearch {
  /** 'customerId:{id}' or 'phone:{phone}'; both only for the caller's own orders. */
  search: string;
  page: number;
  size: number;
  sort: string;
}

async function ownFilter(deps: SearchOrdersDeps, customerId: string) {
  const customer = await deps.customers.findById(customerId);
  return { customerId, guestPhone: customer?.phoneNumber ?? undefined };
}

export async function searchOrders(
  deps: SearchOrdersDeps,
  { search, page, size, sort }: OrderSearch,
  caller: Caller | null,
): Promise<OrdersPage> {
  if (!caller) throw new UnauthorizedError();
  const [field, value] = [search.slice(0, search.indexOf(":")), search.slice(search.indexOf(":") + 1)];
  // Either way the answer is the caller's own orders: theirs, and those placed as a guest with their mobile.
  const filter = await ownFilter(deps, caller.customerId);
  if (field === "customerId" ? value !== caller.customerId : !filter.guestPhone || filter.guestPhone !== value) {
    throw new ForbiddenError("You can only see your own orders");
  }
  const { records, total } = await deps.orders.listOrders(
    filter,
    page,
    Math.min(size, ORDERS_PAGE_SIZE),
    sort.endsWith("asc") ? "asc" : "desc",
  );
  return { content: records.map(toOrderDto), totalElements: total, page, size };
}

export async function customerOrders(
  deps: SearchOrdersDeps,
  { customerId, locationId }: { customerId: string; locationId?: number },
  caller: Caller | null,
): Promise<Order[]> {
  if (!caller) throw new UnauthorizedError();
  if (customerId !== caller.customerId) throw new ForbiddenError("You can only see your own orders");
  const { records } = await deps.orders.listOrders({ ...(await ownFilter(deps, customerId)), locationId }, 0, ORDERS_PAGE_SIZE, "desc");
  return records.map(toOrderDto);
}
