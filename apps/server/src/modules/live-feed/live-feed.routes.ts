/**
 * GET /staff/live: a restaurant's live feed for its staff's screens (issue 26), one server-sent event stream per
 * location, the caller's own (from the staff sign-in; nothing in the request names another). Wire format: contracts'
 * live-feed.ts.
 */
import { LIVE_FEED_HEARTBEAT_MS, LIVE_FEED_STREAM_REFUSALS, liveFeedQuerySchema } from "@forkful/contracts/live-feed";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TrackerLimits } from "../../lib/live-trackers";
import { requireStaff } from "../../plugins/caller";
import { createLiveStreams } from "../../plugins/live-streams";
import type { LiveFeedDeps } from "./live-feed-deps";
import { createFeedFollowers, openLocationFeed, resumeIdOf } from "./location-feed";

export async function liveFeedRoutes(app: FastifyInstance, deps: LiveFeedDeps & { trackers: TrackerLimits }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const streams = createLiveStreams(app, "live-feed", deps.trackers, LIVE_FEED_STREAM_REFUSALS, LIVE_FEED_HEARTBEAT_MS);
  const followers = createFeedFollowers(deps);

  routes.get(
    "/staff/live",
    {
      // Counted by the trackers' own bounds, not as a call in flight: it stays open.
      config: { longLived: true },
      schema: {
        tags: ["staff"],
        summary:
          "Server-sent events: what changes at the restaurant (orders, tickets, the line, waiter calls, curbside, support, stock), " +
          "each with an id; reopened with Last-Event-ID (or lastEventId), what was missed, or resync",
        security: [{ bearer: [] }],
        querystring: liveFeedQuerySchema,
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      // The header a reconnecting EventSource sends wins over the id the page was first opened with.
      const given = request.headers["last-event-id"] ?? request.query.lastEventId;
      const opened = await streams.start(request, reply, () => openLocationFeed(deps, staff, resumeIdOf(given)));
      if (!opened) return reply;
      for (const frame of opened.first.frames) opened.stream.send(frame.event, frame.data, frame.id);
      followers.follow(opened.stream, staff, opened.first.cursor);
      return reply;
    },
  );
}
