/** The order calls of spec §7. Thin: the envelope plugin decodes and encodes; each call runs one operation with the caller. */

import {
  cartItemsAnswerSchema,
  cartItemsRequestSchema,
  distanceAnswerSchema,
  distanceRequestSchema,
  slotsAnswerSchema,
  slotsRequestSchema,
} from "@forkful/contracts/cart-checks";
import { MESSAGES } from "@forkful/contracts/messages";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { addTipRequestSchema, orderUpdateRequestSchema } from "@forkful/contracts/order-changes";
import {
  customerOrdersAnswerSchema,
  customerOrdersQuerySchema,
  getOrderQuerySchema,
  orderIdQuerySchema,
  orderLookupRequestSchema,
  ordersQuerySchema,
} from "@forkful/contracts/order-lookups";
import {
  createOrderRequestSchema,
  orderSchema,
  ordersPageSchema,
  totalsAnswerSchema,
  totalsRequestSchema,
} from "@forkful/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BadRequestError } from "../../lib/domain-errors";
import { callerOf } from "../../plugins/caller";
import { encodedCall, jsonCall } from "../../plugins/envelope";
import { addTip } from "./add-tip";
import { cartItems, deliveryDistance, orderTimes } from "./cart-checks";
import { lookUpOrder } from "./order-lookup";
import { getOrder } from "./order-queries";
import type { OrdersDeps } from "./orders-deps";
import { placeOrder } from "./place-order";
import { priceOrder } from "./price-order";
import { customerOrders, searchOrders } from "./search-orders";
import { tablePlacingOf } from "./table-placing";
import { updateOrderByCustomer } from "./update-order-by-customer";

const tag = "orders";

export async function ordersRoutes(app: FastifyInstance, deps: OrdersDeps) {
  pricingAndPlacing(app, deps);
  orderLookups(app, deps);
  orderChanges(app, deps);
  cartChecks(app, deps);
}

/** Pricing a cart, placing it, and reading one order. */
function pricingAndPlacing(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/order/customer/totals",
    encodedCall(tag, "Price a cart: every total computed from the menu", { body: totalsRequestSchema, answer: totalsAnswerSchema }),
    async (request) => priceOrder(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/order/customer/createOrder",
    encodedCall(tag, "Place an order (idempotent per idempotencyKey): 201 when placed, 200 for a repeat", {
      body: createOrderRequestSchema,
      answer: placedOrderSchema,
      status: [200, 201],
    }),
    async (request, reply) => {
      const { body } = request;
      const atTable = body.orderType === "dinein" && !!body.tableId;
      // An order at a table opens or joins its tab: bills places it (decision 034).
      const place = atTable ? tablePlacingOf(deps.orders.db) : placeOrder;
      const { order, created, guestSession } = await place(deps, body, callerOf(request));
      reply.status(created ? 201 : 200);
      return guestSession ? { ...order, guestSession } : order;
    },
  );

  routes.post(
    "/order/customer",
    encodedCall(tag, "One order by id (with split or transaction)", { body: orderLookupRequestSchema, answer: orderSchema }),
    async (request) => lookUpOrder(deps, request.body, callerOf(request), request.staff),
  );

  routes.get(
    "/order/v2/getOrder",
    encodedCall(tag, "One order by id", { querystring: getOrderQuerySchema, answer: orderSchema }),
    async (request) => {
      // Spec §5: fetching an order without an id answers exactly 'Order ID is required'.
      if (!request.query.orderId) throw new BadRequestError(MESSAGES.orderIdRequired);
      const { orderId } = orderIdQuerySchema.parse(request.query);
      return getOrder(deps, orderId, callerOf(request), request.staff);
    },
  );
}

/** The caller's order lists. */
function orderLookups(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ["/order/getOrders", "/order/customer/getOrders"]) {
    routes.get(
      path,
      encodedCall(tag, "The caller's orders, newest first", { querystring: ordersQuerySchema, answer: ordersPageSchema }),
      async (request) => searchOrders(deps, request.query, callerOf(request)),
    );
  }

  routes.post(
    "/order/filter/orders/v2",
    encodedCall(tag, "The caller's orders by customerId or phone", { body: ordersQuerySchema, answer: ordersPageSchema }),
    async (request) => searchOrders(deps, request.body, callerOf(request)),
  );

  routes.get(
    "/api/v2/customers/orders",
    jsonCall(tag, "The caller's orders (JSON)", { querystring: customerOrdersQuerySchema, answer: customerOrdersAnswerSchema }),
    async (request) => ({ orders: await customerOrders(deps, request.query, callerOf(request)) }),
  );
}

/** Changes the diner makes to an order. */
function orderChanges(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    "/order/update/customer",
    encodedCall(tag, "Change instructions or cancel before the restaurant accepts", {
      body: orderUpdateRequestSchema,
      answer: orderSchema,
    }),
    async (request) => updateOrderByCustomer(deps, request.body, callerOf(request)),
  );

  routes.put(
    "/order/v2/customer/add-tip",
    encodedCall(tag, "Add or change the tip of an order", { body: addTipRequestSchema, answer: orderSchema }),
    async (request) => addTip(deps, request.body, callerOf(request)),
  );
}

/** The checks a cart makes before placing. */
function cartChecks(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/merchants/cartItems",
    encodedCall(tag, "Current price and stock of cart items", { body: cartItemsRequestSchema, answer: cartItemsAnswerSchema }),
    async (request) => cartItems(deps, request.body),
  );

  routes.post(
    "/order/getDistance/v2",
    encodedCall(tag, "Distance from a restaurant and whether it delivers there", {
      body: distanceRequestSchema,
      answer: distanceAnswerSchema,
    }),
    async (request) => deliveryDistance(deps, request.body),
  );

  routes.post(
    "/order/slots/v2",
    encodedCall(tag, "When an order can be ready: ASAP and scheduled slots", { body: slotsRequestSchema, answer: slotsAnswerSchema }),
    async (request) => orderTimes(deps, request.body),
  );
}
