/**
 * Server-sent event streams that a diner keeps open (an order's tracker, a place in line). Opening one is cheap: it
 * is counted against the client's and the server's bounds before any database work (429 / 503 above them), then the
 * caller's first read runs. Each stream sends a comment line every heartbeat so proxies keep it, and every open
 * stream ends when the server closes, so a graceful shutdown does not wait on them.
 */
import { STREAM_RECONNECT_AFTER_MS, STREAM_RECONNECT_EVENT } from "@forkful/contracts/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Admission, createLiveTrackers, type TrackerLimits, type TrackerRefusals } from "../lib/live-trackers";
import { errorBody } from "./error-handler";

export interface LiveStream {
  /** One event; with an id, the id a client resumes after (its `Last-Event-ID` on reconnecting). */
  send(event: string, data: unknown, id?: number): void;
  /** Runs once when the stream ends, whoever ends it (the client, the server closing). */
  onEnd(cleanup: () => void): void;
}

function refuse(reply: FastifyReply, refusal: Extract<Admission, { admitted: false }>) {
  if (refusal.retryAfterSeconds) reply.header("retry-after", String(refusal.retryAfterSeconds));
  return reply.status(refusal.statusCode).send(errorBody(refusal.statusCode, refusal.message));
}

/** Streams of one kind ("order", "waitlist"…), bounded apart from other kinds. */
export function createLiveStreams(
  app: FastifyInstance,
  kind: string,
  limits: TrackerLimits,
  refusals: TrackerRefusals,
  heartbeatMs: number,
) {
  const trackers = createLiveTrackers(kind, limits, refusals);
  if (app.hasDecorator("metrics")) app.metrics.countOpenStreams(kind, trackers.open);
  const open = new Set<(reconnect?: boolean) => void>();
  // preClose: before the HTTP server waits for open connections, which a stream never closes by itself. Each is told
  // to come back soon: through the load balancer, to an instance that is not closing.
  app.addHook("preClose", async () => {
    for (const end of open) end(true);
  });

  /**
   * Admits the stream, runs its first read, and opens it; null when it was refused or the client left meanwhile
   * (the reply is dealt with: the route returns it).
   */
  async function start<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    firstRead: () => Promise<T>,
  ): Promise<{ first: T; stream: LiveStream } | null> {
    const admission = await trackers.admit(request.ip);
    if (!admission.admitted) {
      await refuse(reply, admission);
      return null;
    }
    let first: T;
    try {
      first = await firstRead();
    } catch (error) {
      admission.release();
      throw error;
    }
    reply.hijack();
    // The client may have gone while the first read ran: nothing to stream to.
    if (request.raw.socket.destroyed) {
      admission.release();
      return null;
    }
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-request-id": request.id,
    });
    // Now, not with the first event: a stream that resumes with nothing missed may send none for a while.
    raw.flushHeaders();
    const cleanups: (() => void)[] = [];
    const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), heartbeatMs);
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      for (const cleanup of cleanups) cleanup();
      open.delete(end);
      admission.release();
    };
    const end = (reconnect = false) => {
      if (reconnect && !stopped) raw.write(`retry: ${STREAM_RECONNECT_AFTER_MS}\nevent: ${STREAM_RECONNECT_EVENT}\ndata: {}\n\n`);
      stop();
      raw.end();
    };
    open.add(end);
    raw.once("close", stop);
    const stream: LiveStream = {
      send: (event, data, id) => {
        if (!stopped) raw.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      onEnd: (cleanup) => cleanups.push(cleanup),
    };
    return { first, stream };
  }

  return { start };
}

/**
 * A stream that follows something: each call of the returned `wake` reads it again and sends it as `event`, only when
 * it differs from what was sent last (`first`; undefined when nothing was sent yet, so the first read is sent), one
 * read at a time (wakes during a read ask for one more read after it). A read that fails is skipped; the next wake
 * reads again. `onSent` hears each value sent.
 */
export function resendWhenChanged<T>(
  stream: LiveStream,
  event: string,
  first: T | undefined,
  read: () => Promise<T>,
  onSent?: (value: T) => void,
) {
  let last = first === undefined ? undefined : JSON.stringify(first);
  let reading = false;
  let changed = false;
  const reread = async () => {
    reading = true;
    while (changed) {
      changed = false;
      const now = await read().catch(() => null);
      const text = now === null ? undefined : JSON.stringify(now);
      if (now !== null && text !== last) {
        last = text;
        stream.send(event, now);
        onSent?.(now);
      }
    }
    reading = false;
  };
  return function wake() {
    changed = true;
    if (!reading) void reread();
  };
}
