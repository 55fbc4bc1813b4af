/**
 * Two instances on one database and one Redis (REDIS_URL) count a client once: its rate limit, its calls in flight
 * and its live trackers, whichever instance each call reaches.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { MESSAGES } from "@forkful/contracts/messages";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedisConnection } from "../integrations/redis/open-redis";
import { watchDatabase } from "../test/database-watch";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../test/order-test-kit";
import { jsonCall, messageOf, signUpByOtp } from "../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { newKeyPrefix, openTestRedis, redisUrl } from "../test/test-redis";

const CALLS_PER_MINUTE = 40;
const settings = {
  rateLimitPerMinute: CALLS_PER_MINUTE,
  config: { TRUST_PROXY: true, CALLS_IN_FLIGHT_PER_CLIENT: 2, ORDER_TRACKERS_PER_CLIENT: 2, ORDER_TRACKERS_TOTAL: 100 },
};

describe.skipIf(!redisUrl)("limits shared by two instances through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let order: Order;
  const connections: RedisConnection[] = [];
  const streams: AbortController[] = [];

  beforeAll(async () => {
    const prefix = newKeyPrefix();
    connections.push(await openTestRedis(prefix), await openTestRedis(prefix));
    a = await createTestApp({ ...settings, redis: connections[0] });
    b = await createTestApp({ ...settings, redis: connections[1], database: a.database });
    for (const app of [a, b]) await app.app.listen({ port: 0, host: "127.0.0.1" });
    const [restaurant] = await openRestaurants(a, "pickup");
    const item = untrackedItem(await menuOf(a, restaurant!.id, "pickup"));
    const placed = await placeOrder(a, orderRequest(restaurant!.id, [lineFor(item)]), (await signUpByOtp(a)).accessToken);
    order = orderSchema.parse(placed.body);
  });
  afterAll(async () => {
    for (const stream of streams) stream.abort();
    await b?.close();
    await a?.close();
    for (const redis of connections) await redis.quit();
  });

  /** An order lookup as the given client, on one instance. */
  const lookup = (t: TestApp, ip: string) => jsonCall(t, "GET", `/order/v2/getOrder?orderId=${randomUUID()}`, undefined, { ip });

  it("limits a client over its calls per minute on A on B too", async () => {
    const ip = "198.51.100.60";
    for (let n = 0; n < CALLS_PER_MINUTE; n += 1) expect((await lookup(n % 2 ? a : b, ip)).status).toBe(404);
    const limited = await lookup(b, ip);
    expect(limited.status).toBe(429);
    expect(limited.response.headers["retry-after"]).toBeDefined();
    expect((await lookup(a, ip)).status).toBe(429);
    // Another client is not touched.
    expect((await lookup(b, "198.51.100.61")).status).toBe(404);
  });

  it("refuses a client's third call in flight on B while two wait on A", async () => {
    const watch = watchDatabase(a.database);
    try {
      watch.hold();
      const waiting = [lookup(a, "198.51.100.62"), lookup(a, "198.51.100.62")];
      // Both hold their slots in Redis before B is asked.
      while ((await connections[0]!.zcard("calls:198.51.100.62")) < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const refused = await lookup(b, "198.51.100.62");
      expect(refused.status).toBe(429);
      expect(messageOf(refused)).toBe(MESSAGES.tooManyCallsAtOnce);
      watch.release();
      for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(404);
      expect((await lookup(b, "198.51.100.62")).status).toBe(404);
    } finally {
      watch.stop();
    }
  });

  it("refuses a client's third live tracker on B while it holds two on A", async () => {
    const open = async (t: TestApp) => {
      const abort = new AbortController();
      streams.push(abort);
      const { port } = t.app.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/data-services/order/${order.orderId}/events`, {
        headers: { [APP_VERSION_HEADER]: APP_VERSION, "x-forwarded-for": "198.51.100.63" },
        signal: abort.signal,
      });
      return { status: response.status, body: response.status === 200 ? null : ((await response.json()) as { message: string }), abort };
    };
    expect((await open(a)).status).toBe(200);
    const second = await open(a);
    expect(second.status).toBe(200);
    const refused = await open(b);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toBe(MESSAGES.orderTrackersPerClient);
    // Closing one on A makes room on B, once A has seen its socket close.
    second.abort.abort();
    let reopened = await open(b);
    for (let attempt = 0; reopened.status === 429 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await open(b);
    }
    expect(reopened.status).toBe(200);
  });
});
