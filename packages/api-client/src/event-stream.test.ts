import { describe, expect, it, vi } from "vitest";
import { openEventStream, type StreamState } from "./event-stream";
import type { SseFrame } from "./sse-parser";

function streamOf(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

const caller = { accessToken: () => "staff-token", renew: async () => null };

describe("an event stream that drops", () => {
  it("reconnects saying the last event id it heard, and says so when it is back", async () => {
    const answers = [
      streamOf("id: 41\nevent: orders\ndata: {}\n\nid: 42\nevent: tickets\ndata: {}\n\n"),
      streamOf("id: 43\nevent: orders\ndata: {}\n\n"),
    ];
    const fetch = vi.fn(async () => answers.shift() ?? new Promise<Response>(() => {}));
    const frames: SseFrame[] = [];
    const states: StreamState[] = [];
    const close = openEventStream("/staff/live", caller, {
      onFrame: (frame) => frames.push(frame),
      onState: (state) => states.push(state),
      fetch,
      wait: async () => {},
    });
    await until(() => frames.length === 3 && fetch.mock.calls.length === 3);
    close();
    const headers = (call: number) => (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers(0)["last-event-id"]).toBeUndefined();
    expect(headers(0).authorization).toBe("Bearer staff-token");
    expect(headers(1)["last-event-id"]).toBe("42");
    expect(headers(2)["last-event-id"]).toBe("43");
    expect(frames.map((frame) => frame.id)).toEqual(["41", "42", "43"]);
    expect(states.slice(0, 4)).toEqual(["connecting", "live", "reconnecting", "live"]);
  });

  it("comes back soon, without the backoff, when the closing server asks it to, keeping its last event id", async () => {
    const answers = [
      streamOf("id: 7\nevent: orders\ndata: {}\n\nretry: 400\nevent: reconnect\ndata: {}\n\n"),
      new Response("{}", { status: 502 }),
      streamOf("id: 8\nevent: orders\ndata: {}\n\n"),
    ];
    const fetch = vi.fn(async () => answers.shift() ?? new Promise<Response>(() => {}));
    const frames: SseFrame[] = [];
    const waits: number[] = [];
    const close = openEventStream("/order/o1/events", caller, {
      onFrame: (frame) => frames.push(frame),
      fetch,
      wait: async (ms) => void waits.push(ms),
      random: () => 0.5,
    });
    await until(() => fetch.mock.calls.length === 4);
    close();
    // The reconnect frame is the stream's own business: the app hears only its events.
    expect(frames.map((frame) => frame.event)).toEqual(["orders", "orders"]);
    // 400 ms as asked (spread by the random draw), then the usual backoff after a failure.
    expect(waits.slice(0, 2)).toEqual([400, 1000]);
    const headers = (call: number) => (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers(1)["last-event-id"]).toBe("7");
  });

  it("stops for good when the stream is refused", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 403 }));
    const states: StreamState[] = [];
    openEventStream("/staff/live", caller, { onFrame: () => {}, onState: (state) => states.push(state), fetch, wait: async () => {} });
    await until(() => states.includes("closed"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
