/** GET /order/{orderId}/events: server-sent events of an order's status, so a tracker updates without polling. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OrderEvents } from "../../integrations/events/order-events";
import { callerOf } from "../../plugins/caller";
import { getOrder, type OrderQueriesDeps } from "./order-queries";

const HEARTBEAT_MS = 25_000;

export async function orderEventsRoutes(app: FastifyInstance, deps: OrderQueriesDeps & { events: OrderEvents }) {
  // Open streams end when the server closes, so a graceful shutdown does not wait on them.
  const open = new Set<() => void>();
  // preClose: before the HTTP server waits for open connections, which a stream never closes by itself.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/order/:orderId/events",
    {
      schema: {
        tags: ["orders"],
        summary: "Server-sent events: the order's status now and every change",
        params: z.object({ orderId: z.string().uuid("Order ID is not valid") }),
      },
    },
    async (request, reply) => {
      const order = await getOrder(deps, request.params.orderId, callerOf(request));
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });
      const send = (data: unknown) => raw.write(`event: status\ndata: ${JSON.stringify(data)}\n\n`);
      const last = order.history.at(-1);
      send({ orderId: order.orderId, status: order.status, label: order.statusLabel, at: last?.at ?? order.orderTime });
      const unsubscribe = deps.events.subscribe(order.orderId, send);
      const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        stop();
        raw.end();
      };
      open.add(end);
      request.raw.on("close", stop);
    },
  );
}
