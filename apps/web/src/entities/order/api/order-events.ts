/**
 * GET /order/{orderId}/events: the order's status now, then every change (Server-Sent Events, read by the shared
 * event stream: reconnects with a growing delay, stops when refused); a delivery's courier moving comes as "courier",
 * and an order waiting for its restaurant hears its place in the queue as "queue". Followed by the order's tracker,
 * its payment and its table's tab (useLiveStream).
 */

import type { SseFrame } from "@forkful/api-client/sse-parser";
import { type CourierPosition, courierPositionSchema } from "@forkful/contracts/delivery";
import { queuePlaceEventSchema, statusEventSchema } from "@forkful/contracts/orders";
import { z } from "zod";
import { type EventStreamOptions, openEventStream, parseFrame } from "../../../shared/api/event-stream";

export { retryDelay, type StreamState } from "../../../shared/api/event-stream";

export const orderStatusEventSchema = statusEventSchema.extend({ orderId: z.string() });
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

export interface OrderFrameListeners {
  onStatus: (event: OrderStatusEvent) => void;
  /** The courier's point (event "courier"): handed over as it is, nothing to fetch. */
  onCourier?: (position: CourierPosition) => void;
  /** The order's place in the restaurant's queue moved (event "queue"): handed over as it is, nothing to fetch. */
  onQueue?: (place: number | null) => void;
}

export interface OrderEventsOptions extends Omit<EventStreamOptions, "onFrame">, OrderFrameListeners {}

/** Where an order's stream is. */
export const orderEventsPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}/events`;

/** Reads one frame of an order's stream and hands it to its listener (frames of other shapes are ignored). */
export function readOrderFrame(frame: SseFrame, { onStatus, onCourier, onQueue }: OrderFrameListeners): void {
  if (frame.event === "courier") {
    const position = onCourier ? parseFrame(frame, courierPositionSchema) : null;
    if (position) onCourier?.(position);
    return;
  }
  if (frame.event === "queue") {
    const queue = onQueue ? parseFrame(frame, queuePlaceEventSchema) : null;
    if (queue) onQueue?.(queue.place);
    return;
  }
  if (frame.event !== "status") return;
  const event = parseFrame(frame, orderStatusEventSchema);
  if (event) onStatus(event);
}

/** Opens the order's event stream; the returned function closes it for good. */
export function openOrderEvents(orderId: string, { onStatus, onCourier, onQueue, ...options }: OrderEventsOptions): () => void {
  return openEventStream(orderEventsPath(orderId), {
    ...options,
    onFrame: (frame) => readOrderFrame(frame, { onStatus, onCourier, onQueue }),
  });
}
