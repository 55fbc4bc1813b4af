/**
 * GET /order/{orderId}/events: server-sent events of an order's status, so a tracker updates without polling.
 * Opening one is cheap: it is counted against the client's and the server's bounds before any database work
 * (429 / 503 above them), then one light query reads the status it starts with (and, for an order in its restaurant's
 * queue, one indexed count its place there).
 */
import { MESSAGES } from "@forkful/contracts/messages";
import type { QueuePlaceEvent } from "@forkful/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import type { TrackerLimits } from "../../lib/live-trackers";
import { createLiveStreams, type LiveStream, resendWhenChanged } from "../../plugins/live-streams";
import { type OrderStatusNowDeps, orderStatusNow, queuePlaceNow } from "./order-status-now";

const HEARTBEAT_MS = 25_000;

export interface OrderEventsDeps extends OrderStatusNowDeps {
  events: DomainEvents;
  trackers: TrackerLimits;
}

export async function orderEventsRoutes(app: FastifyInstance, deps: OrderEventsDeps) {
  const streams = createLiveStreams(
    app,
    "order",
    deps.trackers,
    { perClient: MESSAGES.orderTrackersPerClient, busy: MESSAGES.orderTrackersBusy },
    HEARTBEAT_MS,
  );

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
      const opened = await streams.start(request, reply, () => orderStatusNow(deps, request.params.orderId));
      if (!opened) return reply;
      const { first, stream } = opened;
      // The event's restaurant is its key, not what the tracker is sent.
      const send = ({ locationId: _, ...event }: OrderStatusEvent & { locationId?: number }) =>
        event.courier ? stream.send("courier", event.courier) : stream.send("status", event);
      send(first.event);
      stream.onEnd(deps.events.subscribe("orderStatus", { order: first.event.orderId }, send));
      if (first.queueAt !== null) followQueue(deps, stream, first.event.orderId, first.queueAt, first.queued);
      return reply;
    },
  );
}

/**
 * An order waiting for its restaurant: its place in the queue ("queue" events, `{ place }`, null once it is not
 * queued), now when it is queued and each time the restaurant's queue moves; one indexed count each time, sent only
 * when it changed. An order not yet paid costs nothing more until the queue moves.
 */
function followQueue(deps: OrderEventsDeps, stream: LiveStream, orderId: string, locationId: number, queued: boolean) {
  const read = async (): Promise<QueuePlaceEvent> => ({ place: await queuePlaceNow(deps, orderId) });
  // Queued: nothing sent yet, the first read is. Not yet: as if "not queued" was sent.
  const queueMoved = resendWhenChanged<QueuePlaceEvent>(stream, "queue", queued ? undefined : { place: null }, read);
  stream.onEnd(deps.events.subscribe("queueMoved", { location: locationId }, queueMoved));
  if (queued) queueMoved();
}
