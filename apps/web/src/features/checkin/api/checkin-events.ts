/**
 * GET /customer/reservations/{reservationId}/events: where the party stands now, then again whenever the line moves
 * (Server-Sent Events, followed by the shared live-stream hook as the order tracker follows its own).
 */

import type { SseFrame } from "@forkful/api-client/sse-parser";
import { type BookingProgress, bookingProgressSchema } from "@forkful/contracts/bookings";
import { parseFrame } from "../../../shared/api/event-stream";

/** Where a check-in's stream is. */
export const checkinEventsPath = (reservationId: string) => `/customer/reservations/${encodeURIComponent(reservationId)}/events`;

/** Every frame with data is the party's progress, whatever the event's name. */
export const progressOf = (frame: SseFrame): BookingProgress | null => parseFrame(frame, bookingProgressSchema);
