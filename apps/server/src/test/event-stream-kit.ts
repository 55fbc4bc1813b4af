/** For API tests of server-sent event streams: open one on the listening app, read its events of one name in order. */
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";

export interface EventStream {
  status: number;
  /** The first event's data, or the refusal's body when the stream was refused. */
  first: unknown;
  /** The next event's data. */
  next(): Promise<unknown>;
  close(): void;
}

export async function openEventStream(url: string, event: string, token?: string): Promise<EventStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, { headers, signal: abort.signal });
  if (response.status !== 200)
    return { status: response.status, first: await response.json(), next: () => Promise.reject(new Error("refused")), close: () => {} };
  const reader = response.body!.getReader();
  const pattern = new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`);
  let buffered = "";
  const next = async () => {
    for (;;) {
      const match = buffered.match(pattern);
      if (match) {
        buffered = buffered.slice(match.index! + match[0].length);
        return JSON.parse(match[1]!) as unknown;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended");
      buffered += new TextDecoder().decode(value);
    }
  };
  return { status: 200, first: await next(), next, close: () => abort.abort() };
}

/** The first event that passes `wanted` (other moves may send some before it); fails after 5 others. */
export async function nextEventWhere<T>(stream: EventStream, parse: (data: unknown) => T, wanted: (event: T) => boolean): Promise<T> {
  const others: T[] = [];
  while (others.length < 5) {
    const event = parse(await stream.next());
    if (wanted(event)) return event;
    others.push(event);
  }
  throw new Error(`no such event among ${JSON.stringify(others)}`);
}
