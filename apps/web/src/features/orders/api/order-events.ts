/**
 * GET /order/{orderId}/events: the order's status now, then every change (Server-Sent Events, read by the shared
 * event stream: reconnects with a growing delay, stops when refused); a delivery's courier moving comes as "courier".
 */
import { type CourierPosition, courierPositionSchema } from "@forkful/contracts/delivery";
import { statusEventSchema } from "@forkful/contracts/orders";
import { z } from "zod";
import { type EventStreamOptions, openEventStream, parseFrame } from "../../../shared/api/event-stream";

export { retryDelay, type StreamState } from "../../../shared/api/event-stream";

export const orderStatusEventSchema = statusEventSchema.extend({ orderId: z.string() });
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

export interface OrderEventsOptions extends Omit<EventStreamOptions, "onFrame"> {
  onStatus: (event: OrderStatusEvent) => void;
  /** The courier's point (event "courier"): handed over as it is, nothing to fetch. */
  onCourier?: (position: CourierPosition) => void;
}

/** Opens the order's event stream; the returned function closes it for good. */
export function openOrderEvents(orderId: string, { onStatus, onCourier, ...options }: OrderEventsOptions): () => void {
  return openEventStream(`/order/${encodeURIComponent(orderId)}/events`, {
    ...options,
    onFrame: (frame) => {
      if (frame.event === "courier") {
        const position = onCourier ? parseFrame(frame, courierPositionSchema) : null;
        if (position) onCourier?.(position);
        return;
      }
      if (frame.event !== "status") return;
      const event = parseFrame(frame, orderStatusEventSchema);
      if (event) onStatus(event);
    },
  });
}
