/**
 * The host stand's line (beyond the spec, under /staff): the parties in line and those seated, read once or followed
 * live, with each ready party's answer ("On my way", "Need more time"). JSON, for staff who run the floor.
 */
import { WAITLIST_HEARTBEAT_MS } from "@forkful/contracts/booking-rules";
import { WAITLIST_STREAM_REFUSALS } from "@forkful/contracts/booking-texts";
import { staffWaitlistAnswerSchema } from "@forkful/contracts/staff-tables";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrackerLimits } from "../../lib/live-trackers";
import { requireStaff } from "../../plugins/caller";
import { jsonCall } from "../../plugins/envelope";
import { createLiveStreams, resendWhenChanged } from "../../plugins/live-streams";
import { staffWaitlist } from "./staff-waitlist";
import type { WaitlistDeps } from "./waitlist-deps";

const tag = "staff";
const security = [{ bearer: [] }];

export async function staffWaitlistRoutes(app: FastifyInstance, deps: WaitlistDeps & { trackers: TrackerLimits }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const streams = createLiveStreams(app, "staff-waitlist", deps.trackers, WAITLIST_STREAM_REFUSALS, WAITLIST_HEARTBEAT_MS);

  routes.get(
    "/staff/waitlist",
    jsonCall(tag, "The parties in line, in order and with their wait, and those seated", { security, answer: staffWaitlistAnswerSchema }),
    async (request) => staffWaitlist(deps, requireStaff(request)),
  );

  routes.get(
    "/staff/waitlist/events",
    {
      // Counted by the trackers' own bounds, not as a call in flight: it stays open.
      config: { longLived: true },
      schema: {
        tags: [tag],
        summary: "Server-sent events: the line and the seated parties now and after every move (a ready party's answer too)",
        security,
      },
    },
    async (request, reply) => {
      const caller = requireStaff(request);
      const read = () => staffWaitlist(deps, caller);
      const opened = await streams.start(request, reply, read);
      if (!opened) return reply;
      const { first, stream } = opened;
      stream.send("waitlist", first);
      stream.onEnd(deps.events.subscribe("lineMoved", { location: caller.locationId }, resendWhenChanged(stream, "waitlist", first, read)));
      return reply;
    },
  );
}
