/**
 * GET /order/{orderId}/events: server-sent events of an order's status, so a tracker updates without polling.
 * Opening one is cheap: it is counted against the client's and the server's bounds before any database work
 * (429 / 503 above them), then one light query reads the status it starts with.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OrderEvent, OrderEvents } from "../../integrations/events/order-events";
import { errorBody } from "../../plugins/error-handler";
import { type Admission, createLiveTrackers, type TrackerLimits } from "./live-trackers";
import { type OrderStatusNowDeps, orderStatusNow } from "./order-status-now";

const HEARTBEAT_MS = 25_000;

export interface OrderEventsDeps extends OrderStatusNowDeps {
  events: OrderEvents;
  trackers: TrackerLimits;
}

function refuse(reply: FastifyReply, refusal: Extract<Admission, { admitted: false }>) {
  if (refusal.retryAfterSeconds) reply.header("retry-after", String(refusal.retryAfterSeconds));
  return reply.status(refusal.statusCode).send(errorBody(refusal.statusCode, refusal.message));
}

export async function orderEventsRoutes(app: FastifyInstance, deps: OrderEventsDeps) {
  const trackers = createLiveTrackers(deps.trackers);
  // Open streams end when the server closes, so a graceful shutdown does not wait on them.
  const open = new Set<() => void>();
  // preClose: before the HTTP server waits for open connections, which a stream never closes by itself.
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/order/:orderId/events",
    {
      // Counted by the trackers' own bounds, not as a call in flight: it stays open.
      config: { longLived: true },
      schema: {
        tags: ["orders"],
        summary: "Server-sent events: the order's status now and every change",
        params: z.object({ orderId: z.string().uuid("Order ID is not valid") }),
      },
    },
    async (request, reply) => {
      const admission = trackers.admit(request.ip);
      if (!admission.admitted) return refuse(reply, admission);
      let first: OrderEvent;
      try {
        first = await orderStatusNow(deps, request.params.orderId);
      } catch (error) {
        admission.release();
        throw error;
      }
      // The client may have gone while the status was read: nothing to stream to.
      if (request.raw.socket.destroyed) {
        admission.release();
        return reply.hijack();
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });
      const send = (data: OrderEvent) => raw.write(`event: status\ndata: ${JSON.stringify(data)}\n\n`);
      send(first);
      const unsubscribe = deps.events.subscribe(first.orderId, send);
      const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        admission.release();
      };
      const end = () => {
        stop();
        raw.end();
      };
      open.add(end);
      raw.once("close", stop);
    },
  );
}
