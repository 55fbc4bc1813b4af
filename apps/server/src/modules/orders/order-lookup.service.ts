/** Reading orders (one, lists, kitchen tickets) and the checks a cart makes before placing. */
import { CUSTOMER_AUDIENCE, ORDERS_PAGE_SIZE } from "@forkful/contracts/constants";
import type { MenuType } from "@forkful/contracts/merchants";
import type { CartLine, Order, OrdersPage } from "@forkful/contracts/orders";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { assertOwner } from "../../plugins/caller";
import type { CustomersRepository } from "../customers/customers.repository";
import type { MenuRepository } from "../menu/menu.repository";
import { distanceKm } from "../merchants/geo-distance";
import { toOrderDto } from "./order-mapper";
import { asapAvailable, orderSlots } from "./order-scheduling";
import type { OrdersRepository } from "./orders.repository";
import { slotRulesFor } from "./slot-rules";

export function createOrderLookupService(deps: {
  orders: OrdersRepository;
  menu: MenuRepository;
  customers: CustomersRepository;
  clock: Clock;
}) {
  const { orders, menu, customers } = deps;

  /** A customer's orders, including those placed as a guest with their mobile number before signing up. */
  async function ownFilter(customerId: string) {
    const customer = await customers.findById(customerId);
    return { customerId, guestPhone: customer?.phoneNumber ?? undefined };
  }

  return {
    /** search is 'customerId:{id}' or 'phone:{phone}'; both only for the caller's own orders. */
    async search(search: string, page: number, size: number, sort: string, caller: Caller | null): Promise<OrdersPage> {
      if (!caller) throw new UnauthorizedError();
      const [field, value] = [search.slice(0, search.indexOf(":")), search.slice(search.indexOf(":") + 1)];
      // Either way the answer is the caller's own orders: theirs, and those placed as a guest with their mobile.
      const filter = await ownFilter(caller.customerId);
      if (field === "customerId" ? value !== caller.customerId : !filter.guestPhone || filter.guestPhone !== value) {
        throw new ForbiddenError("You can only see your own orders");
      }
      const { records, total } = await orders.listOrders(
        filter,
        page,
        Math.min(size, ORDERS_PAGE_SIZE),
        sort.endsWith("asc") ? "asc" : "desc",
      );
      return { content: records.map(toOrderDto), totalElements: total, page, size };
    },

    async customerOrders(customerId: string, locationId: number | undefined, caller: Caller | null): Promise<Order[]> {
      if (!caller) throw new UnauthorizedError();
      if (customerId !== caller.customerId) throw new ForbiddenError("You can only see your own orders");
      const { records } = await orders.listOrders({ ...(await ownFilter(customerId)), locationId }, 0, ORDERS_PAGE_SIZE, "desc");
      return records.map(toOrderDto);
    },

    async kitchenTicket(orderId: string, caller: Caller | null) {
      const record = await orders.findOrder(orderId);
      if (!record) throw new NotFoundError("No order has this id");
      assertOwner(record.order.customerId, caller);
      return {
        orderId: record.order.id,
        orderNumber: record.order.orderNumber,
        status: record.order.status,
        items: record.items.map((i) => ({
          itemName: i.itemName,
          quantity: i.quantity,
          options: i.options.map((o) => (o.quantity > 1 ? `${o.optionName} ×${o.quantity}` : o.optionName)),
          comment: i.comment,
        })),
      };
    },

    /** The current price and stock of each cart line, so a cart kept overnight is checked again. */
    async cartItems(locationId: number, orderType: MenuType, lines: CartLine[]) {
      const rows = await menu.items({ locationId, menuType: orderType, audience: CUSTOMER_AUDIENCE, itemIds: lines.map((l) => l.itemId) });
      return {
        items: lines.map((line) => {
          const item = rows.find((r) => r.item.id === line.itemId)?.item;
          if (!item) return { itemId: line.itemId, available: false, reason: "Not on the menu any more", price: 0, stockQuantity: null };
          const soldOut = item.stockQuantity !== null && item.stockQuantity < line.quantity;
          return {
            itemId: item.id,
            available: !soldOut,
            reason: soldOut ? (item.stockQuantity === 0 ? "Sold out" : `Only ${item.stockQuantity} left`) : null,
            price: item.price,
            stockQuantity: item.stockQuantity,
          };
        }),
      };
    },

    async distance(locationId: number, to: { lat: number; lng: number }) {
      const found = await orders.location(locationId);
      if (!found) throw new NotFoundError(`No restaurant has the id ${locationId}`);
      const km = distanceKm(found.location, to);
      return {
        distanceKm: km,
        deliverable: found.location.delivery && km <= found.location.deliveryKmRadius,
        deliveryKMRadius: found.location.deliveryKmRadius,
      };
    },

    async slots(locationId: number, orderType: MenuType) {
      const found = await orders.location(locationId);
      if (!found) throw new NotFoundError(`No restaurant has the id ${locationId}`);
      if (!found.orderTypes.some((t) => t.menuType === orderType))
        throw new BadRequestError(`${found.location.branchName} does not take ${orderType} orders`);
      const rules = slotRulesFor(found.location, orderType, deps.clock());
      return { asapAvailable: asapAvailable(rules), slots: orderSlots(rules) };
    },
  };
}

export type OrderLookupService = ReturnType<typeof createOrderLookupService>;
