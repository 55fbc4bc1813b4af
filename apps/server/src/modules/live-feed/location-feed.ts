/**
 * A restaurant's live feed as its staff stream reads it (GET /staff/live): where to start (a `hello`, what a dropped
 * stream missed, or a `resync` when that is no longer kept), then every row written after the last one sent.
 */
import {
  LIVE_FEED_MARKS,
  LIVE_FEED_REFUSALS,
  LIVE_FEED_REPLAY_LIMIT,
  type LiveFeedEntry,
  type LiveFeedKind,
  type LiveFeedMark,
  type LiveFeedTopic,
  liveFeedIdSchema,
} from "@forkful/contracts/live-feed";
import { BadRequestError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import type { LiveStream } from "../../plugins/live-streams";
import { FEED_EVENT_NAMES } from "./feed-entries";
import type { FeedRow } from "./live-feed.repository";
import type { LiveFeedDeps } from "./live-feed-deps";

/** One frame of the stream: its event name, its id and its data. */
export interface FeedFrame {
  event: string;
  id: number;
  data: LiveFeedEntry | LiveFeedMark;
}

export interface FeedOpening {
  frames: FeedFrame[];
  /** The id the stream goes on from: rows after it are sent as they are written. */
  cursor: number;
}

const frameOf = (row: FeedRow): FeedFrame => ({
  event: row.topic,
  id: row.id,
  data: {
    id: row.id,
    topic: row.topic as LiveFeedTopic,
    kind: row.kind as LiveFeedKind,
    subject: row.subject,
    at: row.at.toISOString(),
  },
});

/** The id a client resumes after (its Last-Event-ID), null when it gave none; 400 for one no stream sent. */
export function resumeIdOf(given: string | string[] | undefined): number | null {
  if (given === undefined) return null;
  const parsed = liveFeedIdSchema.safeParse(given);
  if (!parsed.success) throw new BadRequestError(LIVE_FEED_REFUSALS.badLastEventId);
  return Number(parsed.data);
}

/**
 * How the stream opens. Without an id: `hello` with the location's latest id. With one: the location's rows after it,
 * in order; or `resync` when rows after it may have been pruned (it is older than the oldest row kept), when it is
 * newer than anything written (another database), or when more than LIVE_FEED_REPLAY_LIMIT were missed.
 */
export async function openLocationFeed(
  deps: Pick<LiveFeedDeps, "feed">,
  staff: StaffCaller,
  resumeAfter: number | null,
): Promise<FeedOpening> {
  const { feed } = deps;
  const locationId = staff.locationId;
  const mark = async (event: string): Promise<FeedOpening> => {
    const latestId = await feed.latestOf(feed.db, locationId);
    return { frames: [{ event, id: latestId, data: { locationId, latestId } }], cursor: latestId };
  };
  if (resumeAfter === null) return mark(LIVE_FEED_MARKS.hello);
  const bounds = await feed.bounds(feed.db);
  const kept = bounds ? resumeAfter >= bounds.oldest - 1 && resumeAfter <= bounds.latest : resumeAfter === 0;
  if (!kept) return mark(LIVE_FEED_MARKS.resync);
  const rows = await feed.rowsAfter(feed.db, locationId, resumeAfter, LIVE_FEED_REPLAY_LIMIT + 1);
  if (rows.length > LIVE_FEED_REPLAY_LIMIT) return mark(LIVE_FEED_MARKS.resync);
  return { frames: rows.map(frameOf), cursor: rows.at(-1)?.id ?? resumeAfter };
}

/** One open stream following its location: the last row it was sent. */
interface Follower {
  sentUpTo: number;
  stream: LiveStream;
}

/** The streams of one location on this instance, and the one read they share. */
interface LocationReader {
  followers: Set<Follower>;
  reading: boolean;
  wanted: boolean;
  stop: (() => void)[];
}

/**
 * The streams of this instance follow their locations through one reader per location: whenever one of its broadcast
 * events is heard (here or on another instance), the rows written after the furthest-behind stream are read once and
 * each stream is sent those it has not had. Fifty screens of one restaurant cost one read per change, not fifty. A
 * wake during a read asks for one more read after it. The reader stops when its last stream ends.
 */
export function createFeedFollowers(deps: LiveFeedDeps) {
  const { feed } = deps;
  const readers = new Map<number, LocationReader>();

  async function readOn(locationId: number, reader: LocationReader) {
    reader.reading = true;
    while (reader.wanted && reader.followers.size > 0) {
      reader.wanted = false;
      const from = Math.min(...[...reader.followers].map((follower) => follower.sentUpTo));
      const rows = await feed.rowsAfter(feed.db, locationId, from, LIVE_FEED_REPLAY_LIMIT).catch(() => []);
      const frames = rows.map(frameOf);
      for (const follower of reader.followers) {
        for (const frame of frames) if (frame.id > follower.sentUpTo) follower.stream.send(frame.event, frame.data, frame.id);
        if (frames.length > 0) follower.sentUpTo = Math.max(follower.sentUpTo, frames.at(-1)!.id);
      }
      if (rows.length === LIVE_FEED_REPLAY_LIMIT) reader.wanted = true;
    }
    reader.reading = false;
  }

  function wake(locationId: number, reader: LocationReader) {
    reader.wanted = true;
    if (!reader.reading) void readOn(locationId, reader);
  }

  function readerOf(locationId: number): LocationReader {
    const known = readers.get(locationId);
    if (known) return known;
    const reader: LocationReader = { followers: new Set(), reading: false, wanted: false, stop: [] };
    for (const name of FEED_EVENT_NAMES)
      reader.stop.push(deps.events.subscribe(name, { location: locationId }, () => wake(locationId, reader)));
    readers.set(locationId, reader);
    return reader;
  }

  return {
    /**
     * After the opening, the rows written at the staff member's location after the cursor, as they are written. Reads
     * once at the start too, for what was written between the opening read and joining.
     */
    follow(stream: LiveStream, staff: StaffCaller, cursor: number): void {
      const reader = readerOf(staff.locationId);
      const follower: Follower = { sentUpTo: cursor, stream };
      reader.followers.add(follower);
      stream.onEnd(() => {
        reader.followers.delete(follower);
        if (reader.followers.size > 0) return;
        for (const stop of reader.stop) stop();
        readers.delete(staff.locationId);
      });
      wake(staff.locationId, reader);
    },
  };
}
