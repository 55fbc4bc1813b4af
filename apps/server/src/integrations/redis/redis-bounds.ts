/**
 * Shared bounds (lib/shared-bounds.ts) in Redis, so every instance counts the same calls in flight and trackers. Each
 * bound is a sorted set of its holders, scored by when their lease ends; taking a slot drops the expired holders,
 * checks every bound and adds the holder to all of them in one script, so two instances never both take the last
 * slot. An instance renews the leases of what it holds; one killed without releasing stops renewing, and its slots
 * free themselves when their lease ends. Times are Redis's own (TIME), so the instances' clocks need not agree.
 *
 * When Redis does not answer, this instance goes on with bounds of its own (each instance then enforces them alone):
 * a call is never refused, nor held up, because Redis is away.
 */
import { randomUUID } from "node:crypto";
import { type Bound, createLocalBounds, LocalCounts, releaseOnce, type SharedBounds, type Taking } from "../../lib/shared-bounds";
import type { RedisConnection } from "./open-redis";

const NOW_IN_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: the bounds; ARGV: the lease (ms), the holder, then each bound's limit. Answers 0, or the first full bound (from 1). */
const TAKE = `${NOW_IN_MS}
local lease = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  redis.call('PEXPIRE', key, lease)
end
return 0`;

/** KEYS: the bounds a holder is in; ARGV: the lease (ms), the holder. */
const RENEW = `${NOW_IN_MS}
local lease = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + lease, ARGV[2])
  redis.call('PEXPIRE', key, lease)
end
return 0`;

type BoundsCommands = {
  takeBoundSlot(...args: (string | number)[]): Promise<number>;
  renewBoundSlot(...args: (string | number)[]): Promise<number>;
};

export interface RedisBoundsOptions {
  redis: RedisConnection;
  /** How long a slot outlives its holder's last renewal; renewed every third of it. */
  leaseMs?: number;
  /** Hears Redis failing; this instance then counts on its own until Redis answers again. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_BOUND_LEASE_MS = 60_000;

export function createRedisBounds({ redis, leaseMs = DEFAULT_BOUND_LEASE_MS, onError }: RedisBoundsOptions): SharedBounds {
  const commands = redis as unknown as RedisConnection & BoundsCommands;
  if (!("takeBoundSlot" in commands)) {
    redis.defineCommand("takeBoundSlot", { lua: TAKE });
    redis.defineCommand("renewBoundSlot", { lua: RENEW });
  }
  const instance = randomUUID().slice(0, 8);
  let next = 0;
  const held = new Map<string, string[]>();
  const here = new LocalCounts();
  const alone = createLocalBounds();

  const renew = setInterval(() => {
    if (held.size === 0) return;
    const pipeline = redis.pipeline() as unknown as { renewBoundSlot(...args: (string | number)[]): void; exec(): Promise<unknown> };
    for (const [holder, keys] of held) pipeline.renewBoundSlot(keys.length, ...keys, leaseMs, holder);
    pipeline.exec().catch((error: unknown) => onError?.(error));
  }, leaseMs / 3);
  renew.unref();

  async function take(bounds: readonly Bound[]): Promise<Taking> {
    const holder = `${instance}:${++next}`;
    const keys = bounds.map((bound) => bound.key);
    let full: number;
    try {
      full = await commands.takeBoundSlot(keys.length, ...keys, leaseMs, holder, ...bounds.map((bound) => bound.limit));
    } catch (error) {
      onError?.(error);
      return alone.take(bounds);
    }
    if (full > 0) return { taken: false, full: full - 1 };
    held.set(holder, keys);
    here.add(keys, 1);
    const release = () => {
      held.delete(holder);
      here.add(keys, -1);
      const pipeline = redis.multi();
      for (const key of keys) pipeline.zrem(key, holder);
      pipeline.exec().catch((error: unknown) => onError?.(error));
    };
    return { taken: true, release: releaseOnce(release) };
  }

  return {
    take,
    heldHere: (key) => here.count(key) + alone.heldHere(key),
    async close() {
      clearInterval(renew);
    },
  };
}
