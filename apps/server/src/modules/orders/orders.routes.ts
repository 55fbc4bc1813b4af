/** The order calls of spec §7. Thin: the envelope plugin decodes and encodes; each call runs one operation with the caller. */
import { MESSAGES } from "@forkful/contracts/messages";
import {
  customerOrdersAnswerSchema,
  customerOrdersQuerySchema,
  getOrderQuerySchema,
  kotAnswerSchema,
  kotRequestSchema,
  orderIdQuerySchema,
  orderLookupRequestSchema,
  ordersQuerySchema,
} from "@forkful/contracts/order-lookups";
import {
  addTipRequestSchema,
  cartItemsAnswerSchema,
  cartItemsRequestSchema,
  createOrderRequestSchema,
  distanceAnswerSchema,
  distanceRequestSchema,
  orderSchema,
  ordersPageSchema,
  orderUpdateRequestSchema,
  slotsAnswerSchema,
  slotsRequestSchema,
  totalsAnswerSchema,
  totalsRequestSchema,
} from "@forkful/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BadRequestError } from "../../lib/domain-errors";
import { callerOf } from "../../plugins/caller";
import { addTip } from "./add-tip";
import { cartItems, deliveryDistance, orderTimes } from "./cart-checks";
import { kitchenTicket } from "./kitchen-ticket";
import { getOrder } from "./order-queries";
import type { OrdersDeps } from "./orders-deps";
import { placeOrder } from "./place-order";
import { priceOrder } from "./price-order";
import { customerOrders, searchOrders } from "./search-orders";
import { updateOrderByCustomer } from "./update-order-by-customer";

const encoded = { encoded: true };
const tags = ["orders"];

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
    {
      config: encoded,
      schema: {
        tags,
        summary: "Price a cart: every total computed from the menu",
        body: totalsRequestSchema,
        response: { 200: totalsAnswerSchema },
      },
    },
    async (request) => priceOrder(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/order/customer/createOrder",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Place an order (idempotent per idempotencyKey): 201 when placed, 200 for a repeat",
        body: createOrderRequestSchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(deps, request.body, callerOf(request));
      reply.status(created ? 201 : 200);
      return order;
    },
  );

  routes.post(
    "/order/customer",
    {
      config: encoded,
      schema: {
        tags,
        summary: "One order by id (with split or transaction)",
        body: orderLookupRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const { orderId, splitId, sortOrder, transactionId } = request.body;
      const order = await getOrder(deps, orderId, callerOf(request));
      return {
        ...order,
        splitId: splitId ?? order.splitId,
        sortOrder: sortOrder ?? order.sortOrder,
        transactionId: transactionId ?? order.transactionId,
      };
    },
  );

  routes.get(
    "/order/v2/getOrder",
    { config: encoded, schema: { tags, summary: "One order by id", querystring: getOrderQuerySchema, response: { 200: orderSchema } } },
    async (request) => {
      // Spec §5: fetching an order without an id answers exactly 'Order ID is required'.
      if (!request.query.orderId) throw new BadRequestError(MESSAGES.orderIdRequired);
      const { orderId } = orderIdQuerySchema.parse(request.query);
      return getOrder(deps, orderId, callerOf(request));
    },
  );
}

/** The caller's order lists. */
function orderLookups(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ["/order/getOrders", "/order/customer/getOrders"]) {
    routes.get(
      path,
      {
        config: encoded,
        schema: { tags, summary: "The caller's orders, newest first", querystring: ordersQuerySchema, response: { 200: ordersPageSchema } },
      },
      async (request) => searchOrders(deps, request.query, callerOf(request)),
    );
  }

  routes.post(
    "/order/filter/orders/v2",
    {
      config: encoded,
      schema: { tags, summary: "The caller's orders by customerId or phone", body: ordersQuerySchema, response: { 200: ordersPageSchema } },
    },
    async (request) => searchOrders(deps, request.body, callerOf(request)),
  );

  routes.get(
    "/api/v2/customers/orders",
    {
      schema: {
        tags,
        summary: "The caller's orders (JSON)",
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersAnswerSchema },
      },
    },
    async (request) => ({ orders: await customerOrders(deps, request.query, callerOf(request)) }),
  );
}

/** Changes the diner makes to an order. */
function orderChanges(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    "/order/update/customer",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Change instructions or cancel before the restaurant accepts",
        body: orderUpdateRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => updateOrderByCustomer(deps, request.body, callerOf(request)),
  );

  routes.put(
    "/order/v2/customer/add-tip",
    {
      config: encoded,
      schema: { tags, summary: "Add or change the tip of an order", body: addTipRequestSchema, response: { 200: orderSchema } },
    },
    async (request) => addTip(deps, request.body, callerOf(request)),
  );
}

/** The kitchen ticket and the checks a cart makes before placing. */
function cartChecks(app: FastifyInstance, deps: OrdersDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/kot/v2/getKOTItemsBySortOrder",
    {
      config: encoded,
      schema: { tags, summary: "The kitchen ticket of an order", body: kotRequestSchema, response: { 200: kotAnswerSchema } },
    },
    async (request) => kitchenTicket(deps, request.body, callerOf(request)),
  );

  routes.post(
    "/merchants/cartItems",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Current price and stock of cart items",
        body: cartItemsRequestSchema,
        response: { 200: cartItemsAnswerSchema },
      },
    },
    async (request) => cartItems(deps, request.body),
  );

  routes.post(
    "/order/getDistance/v2",
    {
      config: encoded,
      schema: {
        tags,
        summary: "Distance from a restaurant and whether it delivers there",
        body: distanceRequestSchema,
        response: { 200: distanceAnswerSchema },
      },
    },
    async (request) => deliveryDistance(deps, request.body),
  );

  routes.post(
    "/order/slots/v2",
    {
      config: encoded,
      schema: {
        tags,
        summary: "When an order can be ready: ASAP and scheduled slots",
        body: slotsRequestSchema,
        response: { 200: slotsAnswerSchema },
      },
    },
    async (request) => orderTimes(deps, request.body),
  );
}
