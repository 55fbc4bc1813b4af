/**
 * A restaurant's live feed (GET /staff/live, issue 26): one server-sent event stream per location telling a staff
 * screen that something there changed, so it reads that part again without polling. Every frame carries an id (the
 * feed row's); a dropped stream reopened with `Last-Event-ID` (or `?lastEventId=`) gets what it missed, in order, or
 * one `resync` frame when that is no longer kept (the screen then reads everything again).
 *
 * Frames:
 * - `hello` (id: the location's latest feed id): the stream opened without an id to resume from.
 * - `resync` (id: the same): the id given is older than the feed keeps (or unknown): read everything again.
 * - one of LIVE_FEED_TOPICS (id: the row's): `{ id, topic, kind, subject, at }`.
 */
import { z } from "zod";

/** What changed at the restaurant, one part of the console each. */
export const LIVE_FEED_TOPICS = ["orders", "tickets", "line", "waiterCalls", "curbside", "support", "stock"] as const;
export type LiveFeedTopic = (typeof LIVE_FEED_TOPICS)[number];

/**
 * What happened, within a topic. orders: `orderPlaced` (a new order: the board plays a sound and shows a badge),
 * `orderMoved` (an order's status said again: a move, a payment, a change), `courierMoved` (a delivery's courier),
 * `queueMoved` (the orders waiting for the restaurant changed); tickets: `ticketMoved` (a round or a dish moved, or a
 * table ordered another round); line: `lineMoved` (waitlist or reservations); waiterCalls: `waiterCall`; curbside:
 * `curbsideArrival`; support: `supportRequest` (made or answered); stock: `stockChanged`.
 */
export const LIVE_FEED_KINDS = [
  "orderPlaced",
  "orderMoved",
  "courierMoved",
  "queueMoved",
  "ticketMoved",
  "lineMoved",
  "waiterCall",
  "curbsideArrival",
  "supportRequest",
  "stockChanged",
] as const;
export type LiveFeedKind = (typeof LIVE_FEED_KINDS)[number];

/** A change's frame: its event name is its topic, its SSE id is `id`. */
export const liveFeedEntrySchema = z.object({
  id: z.number().int().positive(),
  topic: z.enum(LIVE_FEED_TOPICS),
  kind: z.enum(LIVE_FEED_KINDS),
  /** The order (orders, tickets, curbside), booking (line) or support request it is about; null when none. */
  subject: z.string().nullable(),
  /** When it was written (ISO 8601). */
  at: z.string(),
});
export type LiveFeedEntry = z.infer<typeof liveFeedEntrySchema>;

/** A `hello` or `resync` frame: the restaurant followed and where its feed stands (0: nothing written yet). */
export const liveFeedMarkSchema = z.object({
  locationId: z.number().int(),
  latestId: z.number().int().nonnegative(),
});
export type LiveFeedMark = z.infer<typeof liveFeedMarkSchema>;

export const LIVE_FEED_MARKS = { hello: "hello", resync: "resync" } as const;

/** An SSE id to resume after: digits, as the stream sent them. */
export const liveFeedIdSchema = z.string().regex(/^\d{1,15}$/, "Last-Event-ID must be an id this stream sent");

/** GET /staff/live: the id to resume after, for clients that cannot send the Last-Event-ID header. */
export const liveFeedQuerySchema = z.object({ lastEventId: liveFeedIdSchema.optional() });

/** How long the feed keeps what happened: a stream resuming from older than this gets `resync`. */
export const LIVE_FEED_KEPT_HOURS = 24;
/** More missed changes than this and a resuming stream gets `resync` instead (reading everything again is cheaper). */
export const LIVE_FEED_REPLAY_LIMIT = 500;
/** A comment line this often keeps proxies from closing the stream. */
export const LIVE_FEED_HEARTBEAT_MS = 25_000;

export const LIVE_FEED_REFUSALS = {
  badLastEventId: "Last-Event-ID must be an id this stream sent",
} as const;

export const LIVE_FEED_STREAM_REFUSALS = {
  perClient: "Too many live restaurant feeds are open from this address. Close one and try again.",
  busy: "The live restaurant feed is busy right now. Please try again shortly.",
} as const;
