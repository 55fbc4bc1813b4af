/**
 * For tests of a restaurant's live feed (GET /staff/live): open it on a listening app, as a console does (fetch, the
 * id to resume after in Last-Event-ID or ?lastEventId=), and read its frames, whatever their event, with their ids.
 */
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type LiveFeedEntry, type LiveFeedMark, liveFeedEntrySchema, liveFeedMarkSchema } from "@forkful/contracts/live-feed";

export interface FeedFrame {
  /** The frame's SSE id; null when it carried none. */
  id: number | null;
  event: string;
  data: unknown;
}

export interface LiveFeed {
  status: number;
  /** The refusal's body when the stream was refused. */
  refusal: unknown;
  next(): Promise<FeedFrame>;
  /** The next frame that is an entry passing `wanted`; fails after `patience` others. */
  nextEntry(wanted: (entry: LiveFeedEntry) => boolean, patience?: number): Promise<LiveFeedEntry>;
  close(): void;
}

export const markOf = (frame: FeedFrame): LiveFeedMark => liveFeedMarkSchema.parse(frame.data);
export const entryOf = (frame: FeedFrame): LiveFeedEntry => liveFeedEntrySchema.parse(frame.data);

function parseFrame(block: string): FeedFrame | null {
  const fields = new Map<string, string>();
  for (const line of block.split("\n")) {
    const colon = line.indexOf(": ");
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const event = fields.get("event");
  if (!event) return null; // a comment (the heartbeat)
  const id = fields.get("id");
  return { id: id === undefined ? null : Number(id), event, data: JSON.parse(fields.get("data") ?? "null") };
}

export async function openLiveFeed(
  baseUrl: string,
  token: string | undefined,
  resume: { lastEventId?: number | string; query?: string } = {},
): Promise<LiveFeed> {
  const abort = new AbortController();
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  if (resume.lastEventId !== undefined) headers["last-event-id"] = String(resume.lastEventId);
  const response = await fetch(`${baseUrl}/staff/live${resume.query ?? ""}`, { headers, signal: abort.signal });
  const refused = () => Promise.reject(new Error("refused"));
  if (response.status !== 200)
    return { status: response.status, refusal: await response.json(), next: refused, nextEntry: refused, close: () => {} };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const next = async (): Promise<FeedFrame> => {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const frame = parseFrame(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (frame) return frame;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffered += decoder.decode(value, { stream: true });
    }
  };
  const nextEntry = async (wanted: (entry: LiveFeedEntry) => boolean, patience = 10) => {
    const others: unknown[] = [];
    while (others.length < patience) {
      const frame = await next();
      if (frame.event !== "hello" && frame.event !== "resync" && wanted(entryOf(frame))) return entryOf(frame);
      others.push(frame);
    }
    throw new Error(`no such entry among ${JSON.stringify(others)}`);
  };
  return { status: 200, refusal: null, next, nextEntry, close: () => abort.abort() };
}
