/**
 * Order status changes, published by the service and streamed to trackers: the event bus keyed by order id, in one
 * process or over PostgreSQL NOTIFY/LISTEN (event-bus.ts). A restaurant's queue moving travels on the same bus as its
 * own kind, keyed by the location, so its waiting orders' trackers read their place again (without another listening
 * connection).
 */
import type { CourierPosition } from "@forkful/contracts/delivery";
import type { StatusEvent } from "@forkful/contracts/orders";
import type pg from "pg";
import { createInProcessBus, createPostgresBus, type EventBus, type LocationEvents } from "./event-bus";

export interface OrderEvent extends StatusEvent {
  orderId: string;
  /** Set on a courier's move (issue 14): the stream sends it as a "courier" event, not a status change. */
  courier?: CourierPosition;
}

export interface OrderEvents extends EventBus<OrderEvent> {
  /** The restaurant's queue (In Queue orders) moved: an order joined or left it. */
  queue: LocationEvents;
}

const CHANNEL = "order_events";

interface QueueMoved {
  kind: "queue";
  locationId: number;
}

type OnTheBus = OrderEvent | QueueMoved;

// An order id is a UUID: never a kind's key.
const keyOf = (event: OnTheBus) => ("kind" in event ? `${event.kind}:${event.locationId}` : event.orderId);

function withQueue(bus: EventBus<OnTheBus>): OrderEvents {
  return {
    publish: (event) => bus.publish(event),
    subscribe: (orderId, listener) => bus.subscribe(orderId, (event) => listener(event as OrderEvent)),
    queue: {
      publish: (locationId) => bus.publish({ kind: "queue", locationId }),
      subscribe: (locationId, listener) => bus.subscribe(`queue:${locationId}`, () => listener()),
    },
    close: () => bus.close(),
  };
}

export function createInProcessOrderEvents(): OrderEvents {
  return withQueue(createInProcessBus(keyOf));
}

export async function createPostgresOrderEvents(pool: pg.Pool, onError: (error: unknown) => void): Promise<OrderEvents> {
  return withQueue(await createPostgresBus(pool, CHANNEL, keyOf, onError));
}
