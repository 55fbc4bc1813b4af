/** The order calls of spec §7. Thin: decode, call the service with the caller, encode. */
import { encodedAnswerSchema } from "@forkful/contracts/envelope";
import { MESSAGES } from "@forkful/contracts/messages";
import {
  addTipRequestSchema,
  cartItemsRequestSchema,
  createOrderRequestSchema,
  customerOrdersQuerySchema,
  distanceRequestSchema,
  kotRequestSchema,
  orderIdQuerySchema,
  orderLookupRequestSchema,
  orderSchema,
  ordersQuerySchema,
  orderUpdateRequestSchema,
  slotsRequestSchema,
  totalsRequestSchema,
} from "@forkful/contracts/orders";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BadRequestError } from "../../lib/domain-errors";
import { decodeData, encoded } from "../../lib/encoded-body";
import { encodedBody, encodedQuery } from "../../lib/route-schemas";
import type { Caller } from "../../plugins/caller";
import type { OrderLookupService } from "./order-lookup.service";
import type { OrdersService } from "./orders.service";

const encodedCall = (summary: string) => encodedBody("orders", summary);
const ordersQuery = <Query extends z.ZodType>(summary: string, querystring: Query) => encodedQuery("orders", summary, querystring);
const callerOf = (request: FastifyRequest): Caller | null => request.auth;

export async function ordersRoutes(app: FastifyInstance, { orders, lookup }: { orders: OrdersService; lookup: OrderLookupService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/order/customer/totals", { schema: encodedCall("Price a cart: every total computed from the menu") }, async (request) =>
    encoded(await orders.totals(decodeData(request.body.data, totalsRequestSchema), callerOf(request))),
  );

  routes.post(
    "/order/customer/createOrder",
    {
      schema: {
        ...encodedCall("Place an order (idempotent per idempotencyKey): 201 when placed, 200 for a repeat"),
        response: { 200: encodedAnswerSchema, 201: encodedAnswerSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.placeOrder(decodeData(request.body.data, createOrderRequestSchema), callerOf(request));
      return reply.status(created ? 201 : 200).send(encoded(order));
    },
  );

  routes.post("/order/customer", { schema: encodedCall("One order by id (with split or transaction)") }, async (request) => {
    const { orderId, splitId, sortOrder, transactionId } = decodeData(request.body.data, orderLookupRequestSchema);
    const order = await orders.getOrder(orderId, callerOf(request));
    return encoded({
      ...order,
      splitId: splitId ?? order.splitId,
      sortOrder: sortOrder ?? order.sortOrder,
      transactionId: transactionId ?? order.transactionId,
    });
  });

  routes.get(
    "/order/v2/getOrder",
    { schema: ordersQuery("One order by id", z.object({ orderId: z.string().optional() })) },
    async (request) => {
      // Spec §5: fetching an order without an id answers exactly 'Order ID is required'.
      if (!request.query.orderId) throw new BadRequestError(MESSAGES.orderIdRequired);
      const { orderId } = orderIdQuerySchema.parse(request.query);
      return encoded(await orders.getOrder(orderId, callerOf(request)));
    },
  );

  for (const path of ["/order/getOrders", "/order/customer/getOrders"]) {
    routes.get(path, { schema: ordersQuery("The caller's orders, newest first", ordersQuerySchema) }, async (request) => {
      const { search, page, size, sort } = request.query;
      return encoded(await lookup.search(search, page, size, sort, callerOf(request)));
    });
  }

  routes.post("/order/filter/orders/v2", { schema: encodedCall("The caller's orders by customerId or phone") }, async (request) => {
    const { search, page, size, sort } = decodeData(request.body.data, ordersQuerySchema);
    return encoded(await lookup.search(search, page, size, sort, callerOf(request)));
  });

  routes.get(
    "/api/v2/customers/orders",
    {
      schema: {
        tags: ["orders"],
        summary: "The caller's orders (JSON)",
        querystring: customerOrdersQuerySchema,
        response: { 200: z.object({ orders: z.array(orderSchema) }) },
      },
    },
    async (request) => ({ orders: await lookup.customerOrders(request.query.customerId, request.query.locationId, callerOf(request)) }),
  );

  routes.put(
    "/order/update/customer",
    { schema: encodedCall("Change instructions or cancel before the restaurant accepts") },
    async (request) => encoded(await orders.updateByCustomer(decodeData(request.body.data, orderUpdateRequestSchema), callerOf(request))),
  );

  routes.put("/order/v2/customer/add-tip", { schema: encodedCall("Add or change the tip of an order") }, async (request) =>
    encoded(await orders.addTip(decodeData(request.body.data, addTipRequestSchema), callerOf(request))),
  );

  routes.post("/kot/v2/getKOTItemsBySortOrder", { schema: encodedCall("The kitchen ticket of an order") }, async (request) =>
    encoded(await lookup.kitchenTicket(decodeData(request.body.data, kotRequestSchema).orderId, callerOf(request))),
  );

  routes.post("/merchants/cartItems", { schema: encodedCall("Current price and stock of cart items") }, async (request) => {
    const { locationId, orderType, items } = decodeData(request.body.data, cartItemsRequestSchema);
    return encoded(await lookup.cartItems(locationId, orderType, items));
  });

  routes.post(
    "/order/getDistance/v2",
    { schema: encodedCall("Distance from a restaurant and whether it delivers there") },
    async (request) => {
      const { locationId, lat, lng } = decodeData(request.body.data, distanceRequestSchema);
      return encoded(await lookup.distance(locationId, { lat, lng }));
    },
  );

  routes.post("/order/slots/v2", { schema: encodedCall("When an order can be ready: ASAP and scheduled slots") }, async (request) => {
    const { locationId, orderType } = decodeData(request.body.data, slotsRequestSchema);
    return encoded(await lookup.slots(locationId, orderType));
  });
}
