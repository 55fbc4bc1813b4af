/**
 * A restaurant's live feed (location_feed, db/schema/live-feed.ts; issue 26): every broadcast event staff care about
 * is written down once, by the instance that publishes it, and streamed to the restaurant's staff screens, which
 * resume after a dropped connection from the last id they had. Uses no other module: it hears them through the domain
 * events.
 */
import type { AppModule } from "../../app-context";
import { createLiveFeedRepository } from "./live-feed.repository";
import { liveFeedRoutes } from "./live-feed.routes";
import type { LiveFeedDeps } from "./live-feed-deps";
import { feedRecorder } from "./record-feed-event";

export const liveFeedModule: AppModule = async (api, context) => {
  const { db, clock, events, trackers } = context;
  const deps: LiveFeedDeps = { feed: createLiveFeedRepository(db), clock, events };
  // Until the app closes: the events may outlive it (a test's, or main.ts's, closed by their maker).
  const stopRecording = events.recordPublished(feedRecorder(deps));
  api.addHook("onClose", async () => stopRecording());
  await api.register(liveFeedRoutes, { ...deps, trackers });
};
