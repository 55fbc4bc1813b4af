import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { ORDER_TRACKERS_RETRY_AFTER_SECONDS } from "@forkful/contracts/constants";
import { MESSAGES } from "@forkful/contracts/messages";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { watchDatabase } from "../../test/database-watch";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

const PER_CLIENT = 2;
const TOTAL = 3;

let t: TestApp;
let baseUrl: string;
let order: Order;
const open: AbortController[] = [];

beforeAll(async () => {
  // Trusting X-Forwarded-For lets one test speak as several client addresses. One call in flight per client: open
  // streams are not calls in flight, so a client holding two still gets its answers.
  t = await createTestApp({
    config: { TRUST_PROXY: true, ORDER_TRACKERS_PER_CLIENT: PER_CLIENT, ORDER_TRACKERS_TOTAL: TOTAL, CALLS_IN_FLIGHT_PER_CLIENT: 1 },
  });
  const [restaurant] = await openRestaurants(t, "pickup");
  const item = untrackedItem(await menuOf(t, restaurant!.id, "pickup"));
  const diner = await signUpByOtp(t);
  const placed = await placeOrder(t, orderRequest(restaurant!.id, [lineFor(item)]), diner.accessToken);
  order = orderSchema.parse(placed.body);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/data-services`;
});
afterAll(() => t.close());
afterEach(() => {
  for (const stream of open.splice(0)) stream.abort();
});

interface Opened {
  status: number;
  retryAfter: string | null;
  /** The first event of an admitted stream, or the error answer of a refused one. */
  body: Record<string, unknown>;
  close(): void;
}

/** Opens a tracker as `client` and reads its first event (or its refusal); it stays open until closed. */
async function openTracker(client: string, orderId = order.orderId): Promise<Opened> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/order/${orderId}/events`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, "x-forwarded-for": client },
    signal: abort.signal,
  });
  const retryAfter = response.headers.get("retry-after");
  if (response.status !== 200) {
    return { status: response.status, retryAfter, body: (await response.json()) as Record<string, unknown>, close: () => {} };
  }
  open.push(abort);
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
  const data = text.match(/^data: (.*)$/m)?.[1] ?? "{}";
  return { status: 200, retryAfter, body: JSON.parse(data), close: () => abort.abort() };
}

/**
 * The answer once the server has room. Streams closed by an earlier test are counted off when the server sees their
 * sockets close, a moment after the client closes them: while the server is still full of them (503), ask again.
 */
async function answered(client: string, orderId = order.orderId): Promise<Opened> {
  for (let attempt = 0; ; attempt += 1) {
    const opened = await openTracker(client, orderId);
    if (opened.status !== 503 || attempt === 100) return opened;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function admitted(client: string): Promise<Opened> {
  const opened = await answered(client);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened;
}

describe("GET /order/{orderId}/events", () => {
  it("starts with the order's status, for anyone holding its link, in one database query", async () => {
    const watch = watchDatabase(t.database);
    try {
      const first = await answered("198.51.100.1");
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({ orderId: order.orderId, status: order.status, label: order.statusLabel, at: order.orderTime });
      expect(watch.asked).toBeLessThanOrEqual(1);
    } finally {
      watch.stop();
    }
  });

  it("refuses a client above its bound (429) while another client still gets one", async () => {
    for (let n = 0; n < PER_CLIENT; n += 1) await admitted("198.51.100.2");
    const watch = watchDatabase(t.database);
    const refused = await openTracker("198.51.100.2");
    watch.stop();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.orderTrackersPerClient);
    expect(watch.asked).toBe(0);
    const menu = await fetch(`${baseUrl}/merchants/locations/${order.locationId}/menu?orderType=pickup`, {
      headers: { [APP_VERSION_HEADER]: APP_VERSION, "x-forwarded-for": "198.51.100.2" },
    });
    expect(menu.status).toBe(200);
    await admitted("198.51.100.3");
  });

  it("refuses every client above the server's bound (503 with Retry-After), and admits again once one closes", async () => {
    const held: Opened[] = [];
    for (const client of ["198.51.100.4", "198.51.100.4", "198.51.100.5"]) held.push(await admitted(client));
    const watch = watchDatabase(t.database);
    const refused = await openTracker("198.51.100.6");
    watch.stop();
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe(String(ORDER_TRACKERS_RETRY_AFTER_SECONDS));
    expect(refused.body.message).toBe(MESSAGES.orderTrackersBusy);
    expect(watch.asked).toBe(0);
    held[0]!.close();
    await admitted("198.51.100.6");
  });

  it("does not count an unknown order's refusal against the client", async () => {
    for (let n = 0; n < PER_CLIENT + 2; n += 1) {
      const missing = await answered("198.51.100.7", randomUUID());
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(MESSAGES.noSuchOrder);
    }
    await admitted("198.51.100.7");
  });
});
