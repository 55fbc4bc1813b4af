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

  it("stops for good when the stream is refused", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 403 }));
    const states: StreamState[] = [];
    openEventStream("/staff/live", caller, { onFrame: () => {}, onState: (state) => states.push(state), fetch, wait: async () => {} });
    await until(() => states.includes("closed"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
