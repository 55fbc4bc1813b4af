/**
 * Waitlist calls: the quoted waits (POST /merchants/v2/locations/wait-times) and a party's live place in line
 * (GET /customer/reservations/{reservationId}/events, beyond the spec: server-sent events, as an order's tracker).
 */
import { WAITLIST_HEARTBEAT_MS } from "@forkful/contracts/booking-rules";
import { WAITLIST_STREAM_REFUSALS } from "@forkful/contracts/booking-texts";
import { type BookingProgress, bookingParamsSchema } from "@forkful/contracts/bookings";
import { waitTimesAnswerSchema, waitTimesRequestSchema } from "@forkful/contracts/floor";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrackerLimits } from "../../lib/live-trackers";
import { encodedCall } from "../../plugins/envelope";
import { createLiveStreams, type LiveStream, resendWhenChanged } from "../../plugins/live-streams";
import { bookingProgressNow } from "./booking-progress";
import { waitTimes } from "./wait-times";
import type { WaitlistDeps } from "./waitlist-deps";

const tag = "tables";

/** Sends the booking's progress again each time its location's line moves, only when it changed; one read at a time. */
function followTheLine(deps: WaitlistDeps, stream: LiveStream, reservationId: string, locationId: number, first: BookingProgress) {
  const read = async () => (await bookingProgressNow(deps, reservationId)).progress;
  stream.onEnd(deps.events.subscribe("lineMoved", { location: locationId }, resendWhenChanged(stream, "progress", first, read)));
}

export async function waitlistRoutes(app: FastifyInstance, deps: WaitlistDeps & { trackers: TrackerLimits }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const streams = createLiveStreams(app, "waitlist", deps.trackers, WAITLIST_STREAM_REFUSALS, WAITLIST_HEARTBEAT_MS);

  routes.post(
    "/merchants/v2/locations/wait-times",
    encodedCall(tag, "The wait quoted now per party size, the parties waiting, and whether online check-in is open (and why not)", {
      body: waitTimesRequestSchema,
      answer: waitTimesAnswerSchema,
    }),
    async (request) => waitTimes(deps, request.body.locationId),
  );

  routes.get(
    "/customer/reservations/:reservationId/events",
    {
      // Counted by the trackers' own bounds, not as a call in flight: it stays open.
      config: { longLived: true },
      schema: {
        tags: [tag],
        summary: "Server-sent events: where the party stands in line now and after every move of the line (names no one)",
        params: bookingParamsSchema,
      },
    },
    async (request, reply) => {
      const { reservationId } = request.params;
      const opened = await streams.start(request, reply, () => bookingProgressNow(deps, reservationId));
      if (!opened) return reply;
      const { first, stream } = opened;
      stream.send("progress", first.progress);
      followTheLine(deps, stream, reservationId, first.locationId, first.progress);
      return reply;
    },
  );
}
