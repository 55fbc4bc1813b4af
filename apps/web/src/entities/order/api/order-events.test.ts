import { afterEach, describe, expect, it, vi } from "vitest";
import { provideSessionAccess } from "../../../shared/api/session-access";
import { type OrderStatusEvent, openOrderEvents, retryDelay } from "./order-events";

const ORDER = "166dbc30-9d54-491c-b5c4-37331aed73ed";
const frame = (status: number) =>
  `event: status\ndata: ${JSON.stringify({ orderId: ORDER, status, label: `s${status}`, at: "2026-11-23T15:37:10.796Z" })}\n\n`;

function streamOf(...chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => provideSessionAccess(null));

describe("order event stream", () => {
  it("grows the reconnection delay from 1 s to at most 30 s, with jitter", () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(retryDelay(0, () => 0)).toBe(800);
    expect(retryDelay(0, () => 1)).toBe(1200);
  });

  it("sends the app version and the diner's token, and reads status frames split across chunks", async () => {
    provideSessionAccess({ tokens: () => ({ accessToken: "tok", refreshToken: "r" }), update() {}, expire() {}, openGuest() {} });
    const text = frame(6) + frame(11);
    const fetch = vi.fn(async () => streamOf(text.slice(0, 40), text.slice(40)));
    const seen: OrderStatusEvent[] = [];
    const close = openOrderEvents(ORDER, { onStatus: (e) => seen.push(e), fetch, wait: () => new Promise(() => {}) });
    await until(() => seen.length === 2);
    close();
    expect(seen.map((e) => e.status)).toEqual([6, 11]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/data-services/order/${ORDER}/events`);
    expect(init.headers).toMatchObject({ "x-app-version": "v2", authorization: "Bearer tok" });
  });

  it("hands a courier frame's point to onCourier without taking it for a status, and skips a malformed one", async () => {
    const point = {
      lat: 37.77,
      lng: -122.41,
      at: "2026-11-23T15:40:00.000Z",
      eta: "2026-11-23T15:48:00.000Z",
      state: "enroute_to_dropoff",
    };
    const text = `event: courier\ndata: ${JSON.stringify(point)}\n\nevent: courier\ndata: {"lat":"x"}\n\n${frame(14)}`;
    const fetch = vi.fn(async () => streamOf(text));
    const statuses: number[] = [];
    const couriers: unknown[] = [];
    const close = openOrderEvents(ORDER, {
      onStatus: (e) => statuses.push(e.status),
      onCourier: (p) => couriers.push(p),
      fetch,
      wait: () => new Promise(() => {}),
    });
    await until(() => statuses.length === 1);
    close();
    expect(couriers).toEqual([point]);
    expect(statuses).toEqual([14]);
  });

  it("reconnects with backoff after a drop, and stops when the order is refused", async () => {
    const responses = [streamOf(frame(6)), new Response("", { status: 502 }), streamOf(frame(11)), new Response("{}", { status: 403 })];
    const fetch = vi.fn(async () => responses.shift()!);
    const waits: number[] = [];
    const states: string[] = [];
    const seen: number[] = [];
    openOrderEvents(ORDER, {
      onStatus: (e) => seen.push(e.status),
      onState: (s) => states.push(s),
      fetch,
      random: () => 0.5,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await until(() => states.at(-1) === "closed");
    expect(seen).toEqual([6, 11]);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(states).toEqual(["connecting", "live", "reconnecting", "reconnecting", "live", "reconnecting", "closed"]);
  });

  it("stops reading when closed", async () => {
    let aborted = false;
    const fetch = vi.fn(
      async (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const close = openOrderEvents(ORDER, { onStatus: () => {}, fetch: fetch as unknown as typeof globalThis.fetch });
    await until(() => fetch.mock.calls.length === 1);
    close();
    await until(() => aborted);
    expect(aborted).toBe(true);
  });
});
