/**
 * A Server-Sent Events stream of the API (an order's status, a waitlist party's place). EventSource cannot send our
 * headers (X-App-Version, and a signed-in diner's Authorization), so the stream is read with fetch and a
 * ReadableStream, framed by the SSE parser. A dropped stream reconnects with a growing, jittered delay, saying the
 * last event id it heard (`Last-Event-ID`) so a server that keeps a log replays what was missed; a refused one (400,
 * 403, 404) stops. A server closing for a restart says so in a last frame (STREAM_RECONNECT_EVENT): the stream comes
 * back in about the time it asks, not after a backoff. No polling: while the stream is open, the server pushes.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER, STREAM_RECONNECT_AFTER_MS, STREAM_RECONNECT_EVENT } from "@forkful/contracts/api";
import type { z } from "zod";
import { createSseParser, type SseFrame } from "./sse-parser";

export type StreamState = "connecting" | "live" | "reconnecting" | "closed";

/** Who the stream is opened as: the app's current access token, and how to renew it once it is refused. */
export interface StreamCaller {
  accessToken(): string | null;
  renew(refusedToken: string): Promise<string | null>;
}

export interface EventStreamOptions {
  onFrame: (frame: SseFrame) => void;
  onState?: (state: StreamState) => void;
  /** Test seams. */
  fetch?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** A stream that stayed up this long was healthy: the next drop starts the delays again. */
const HEALTHY_MS = 5000;

/** The delay before reconnection attempt `attempt` (0-based): 1 s, 2 s, 4 s… up to 30 s, with ±20 % jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random, base = FIRST_RETRY_MS): number {
  const exact = Math.min(MAX_RETRY_MS, base * 2 ** attempt);
  return Math.round(exact * (0.8 + random() * 0.4));
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Opens the stream at `path` (under /data-services) as `caller`; the returned function closes it for good. */
export function openEventStream(path: string, caller: StreamCaller, options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const wait = options.wait ?? waitFor;
  const setState = (state: StreamState) => {
    if (!signal.aborted || state === "closed") options.onState?.(state);
  };

  let lastEventId: string | null = null;
  /** The server closing asked to reconnect in about this long (ms); null: it did not. */
  let askedBack: number | null = null;
  const onFrame = (frame: SseFrame) => {
    if (frame.event === STREAM_RECONNECT_EVENT) {
      askedBack = frame.retry ?? STREAM_RECONNECT_AFTER_MS;
      return;
    }
    if (frame.id !== null) lastEventId = frame.id;
    options.onFrame(frame);
  };

  async function connectOnce(): Promise<"retry" | "stop"> {
    const token = caller.accessToken();
    const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION, accept: "text/event-stream" };
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastEventId !== null) headers["last-event-id"] = lastEventId;
    const response = await doFetch(`${API_BASE_PATH}${path}`, { headers, signal, cache: "no-store" });
    if (response.status === 401 && token) {
      await response.body?.cancel();
      return (await caller.renew(token)) ? "retry" : "stop";
    }
    if (response.status === 403 || response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return "stop";
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return "retry";
    }
    setState("live");
    const parser = createSseParser(onFrame);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } finally {
      parser.end();
      reader.releaseLock();
    }
    return "retry";
  }

  void (async () => {
    let attempt = 0;
    setState("connecting");
    while (!signal.aborted) {
      let outcome: "retry" | "stop" = "retry";
      let delivered = false;
      try {
        const before = Date.now();
        outcome = await connectOnce();
        delivered = Date.now() - before > HEALTHY_MS;
      } catch {
        outcome = "retry";
      }
      if (signal.aborted) break;
      if (outcome === "stop") {
        setState("closed");
        return;
      }
      if (delivered) attempt = 0;
      setState("reconnecting");
      if (askedBack !== null) {
        // A restart, not a failure: back soon, spread so the closing server's streams do not all return at once.
        await wait(Math.round(askedBack * (0.5 + (options.random ?? Math.random)())), signal);
        askedBack = null;
        attempt = 0;
      } else await wait(retryDelay(attempt++, options.random), signal);
    }
  })();

  return () => {
    controller.abort();
    options.onState?.("closed");
  };
}

/** A frame's data as JSON parsed by `schema`, or null (a frame that is not JSON, or not of that shape). */
export function parseFrame<T>(frame: SseFrame, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(frame.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
