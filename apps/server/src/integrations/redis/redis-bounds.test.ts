/** Bounds shared through Redis by several instances: one count, held slots renewed, a dead holder's slot freed. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SharedBounds } from "../../lib/shared-bounds";
import { newKeyPrefix, openTestRedis, redisUrl } from "../../test/test-redis";
import type { RedisConnection } from "./open-redis";
import { createRedisBounds } from "./redis-bounds";

const LEASE_MS = 600;
const connections: RedisConnection[] = [];
const made: SharedBounds[] = [];
let prefix: string;

/** An instance's bounds, on its own connection. */
async function instance(leaseMs = LEASE_MS, onError?: (error: unknown) => void): Promise<SharedBounds> {
  const redis = await openTestRedis(prefix);
  connections.push(redis);
  const bounds = createRedisBounds({ redis, leaseMs, onError });
  made.push(bounds);
  return bounds;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisUrl)("bounds shared through Redis", () => {
  beforeAll(() => {
    prefix = newKeyPrefix();
  });
  afterAll(async () => {
    for (const bounds of made) await bounds.close();
    for (const redis of connections) await redis.quit();
  });

  it("counts one bound across instances, and frees a slot on release", async () => {
    const [a, b] = [await instance(), await instance()];
    const bound = { key: "calls:203.0.113.1", limit: 2 };
    const held = () => connections[0]!.zcard("calls:203.0.113.1");
    const first = await a.take(bound);
    expect((await b.take(bound)).taken).toBe(true);
    expect(await a.take(bound)).toEqual({ taken: false });
    expect(await b.take(bound)).toEqual({ taken: false });
    expect(await held()).toBe(2);
    if (!first.taken) throw new Error("unreachable");
    first.release();
    first.release();
    await vi.waitFor(async () => expect(await held()).toBe(1));
    expect((await b.take(bound)).taken).toBe(true);
    expect(await held()).toBe(2);
    // The keys are under the deployment's prefix.
    expect(await connections[0]!.exists("calls:203.0.113.1")).toBe(1);
  });

  it("gives the last slots to exactly as many takers as the bound allows, however many instances race", async () => {
    const instances = [await instance(), await instance(), await instance()];
    const bound = { key: "trackers:order:203.0.113.2", limit: 5 };
    const takes = await Promise.all(Array.from({ length: 30 }, (_, n) => instances[n % 3]!.take(bound)));
    expect(takes.filter((taking) => taking.taken)).toHaveLength(5);
  });

  it("keeps a held slot past its lease while its instance lives, and frees it once the instance is gone", async () => {
    const [living, dying, other] = [await instance(), await instance(), await instance()];
    const bound = { key: "trackers:order:203.0.113.3", limit: 2 };
    expect((await living.take(bound)).taken).toBe(true);
    expect((await dying.take(bound)).taken).toBe(true);
    // Killed: it stops renewing and never releases.
    await dying.close();
    await wait(LEASE_MS * 2.5);
    expect((await other.take(bound)).taken).toBe(true);
    expect(await other.take(bound)).toEqual({ taken: false });
  });

  it("goes on with bounds of its own while Redis does not answer", async () => {
    const errors: unknown[] = [];
    const redis = await openTestRedis(prefix);
    const bounds = createRedisBounds({ redis, leaseMs: LEASE_MS, onError: (error) => errors.push(error) });
    made.push(bounds);
    redis.disconnect();
    const bound = { key: "calls:203.0.113.4", limit: 1 };
    const first = await bounds.take(bound);
    expect(first.taken).toBe(true);
    expect(await bounds.take(bound)).toEqual({ taken: false });
    expect(errors.length).toBeGreaterThan(0);
    if (first.taken) first.release();
    expect((await bounds.take(bound)).taken).toBe(true);
  });
});
