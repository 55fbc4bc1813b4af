/** Tests only: a fetch that answers like the API, from handlers by path, recording what was sent. */
import { decodePayload, encodeAnswer } from "@forkful/contracts/envelope";
import { REFUSAL_STATUS, type Refusal } from "@forkful/contracts/refusals";
import { vi } from "vitest";

export type Reply = { status: number; body: unknown } | Response;
export type Handler = (payload: unknown) => Reply;

/** An encoded answer (the envelope), 200 unless told. */
export const ok = (data: unknown, status = 200) => ({ status, body: encodeAnswer(data) });
/** A handled failure with the server's message (and its refusal code, when it sends one). */
export const fail = (status: number, message: string, code?: string) => ({
  status,
  body: { statusCode: status, error: "Error", message, ...(code ? { code } : {}) },
});
/** A refusal as the server answers it: its status, its text and its code. */
export const refuse = ({ code, message }: Refusal) => fail(REFUSAL_STATUS[code], message, code);

function decoded(body: BodyInit | null | undefined): unknown {
  if (!body) return undefined;
  const parsed = JSON.parse(String(body)) as { data?: unknown };
  return typeof parsed.data === "string" ? decodePayload(parsed.data) : parsed;
}

/**
 * The fake API of a test file: `install(handlers)` (in beforeEach) stubs fetch; a call's path (without /data-services
 * and the query) goes to its handler, an order's event stream (…/events) to the "/events" handler, anything else
 * answers 404. `handlers` and `sent` stay the same objects, so a test adds handlers and reads what was sent.
 */
export function fakeApi() {
  const handlers: Record<string, Handler> = {};
  const sent: { path: string; payload: unknown; authorization: string | null }[] = [];
  function install(initial: Record<string, Handler> = {}) {
    for (const path of Object.keys(handlers)) delete handlers[path];
    Object.assign(handlers, initial);
    sent.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.replace("/data-services", "").split("?")[0]!;
        const handler = handlers[path] ?? (path.endsWith("/events") ? handlers["/events"] : undefined);
        // A call that carries its payload in the query param `data` (POST /customer/reservations) is read from there.
        const queryData = new URL(url, "http://localhost").searchParams.get("data");
        const payload = init?.body || !queryData ? decoded(init?.body) : decodePayload(queryData);
        sent.push({ path, payload, authorization: new Headers(init?.headers).get("authorization") });
        if (!handler) return new Response(JSON.stringify({ statusCode: 404, error: "Not Found", message: path }), { status: 404 });
        const reply = handler(payload);
        if (reply instanceof Response) return reply;
        return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
      }),
    );
  }
  return { handlers, sent, install };
}

/** An event stream (SSE) the test pushes frames into; it stays open. */
export function eventStream() {
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text: string) => push(text),
  };
}
