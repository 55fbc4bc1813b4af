/**
 * Order status changes, published by the service and streamed to trackers: the event bus keyed by order id, in one
 * process or over PostgreSQL NOTIFY/LISTEN (event-bus.ts).
 */
import type { CourierPosition } from "@forkful/contracts/delivery";
import type { StatusEvent } from "@forkful/contracts/orders";
import type pg from "pg";
import { createInProcessBus, createPostgresBus, type EventBus } from "./event-bus";

export interface OrderEvent extends StatusEvent {
  orderId: string;
  /** Set on a courier's move (issue 14): the stream sends it as a "courier" event, not a status change. */
  courier?: CourierPosition;
}

export type OrderEvents = EventBus<OrderEvent>;

/** The bus key of a restaurant's queue (In Queue orders): trackers of its waiting orders listen there. */
export const queueChannelOf = (locationId: number) => `queue:${locationId}`;

/** The restaurant's queue moved (an order joined or left it): its waiting orders' trackers read their place again. */
export async function announceQueueMoved(events: OrderEvents | undefined, locationId: number, at: Date): Promise<void> {
  await events?.publish({ orderId: queueChannelOf(locationId), status: 0, label: "queue moved", at: at.toISOString() });
}

const CHANNEL = "order_events";
const orderOf = (event: OrderEvent) => event.orderId;

export function createInProcessOrderEvents(): OrderEvents {
  return createInProcessBus(orderOf);
}

export function createPostgresOrderEvents(pool: pg.Pool, onError: (error: unknown) => void): Promise<OrderEvents> {
  return createPostgresBus(pool, CHANNEL, orderOf, onError);
}
