/**
 * Shared bounds (lib/shared-bounds.ts) in Redis, so every instance counts the same calls in flight and trackers. Each
 * bound is a sorted set of its holders, scored by when their lease ends; taking a slot drops the expired holders,
 * checks the bound and adds the holder in one script, so two instances never both take the last slot. An instance
 * renews the leases of what it holds; one killed without releasing stops renewing, and its slots free themselves when
 * their lease ends. Times are Redis's own (TIME), so the instances' clocks need not agree.
 *
 * When Redis does not answer, this instance goes on with bounds of its own (each instance then enforces them alone):
 * a call is never refused, nor held up, because Redis is away.
 */
import { randomUUID } from "node:crypto";
import { type Bound, createLocalBounds, releaseOnce, type SharedBounds, type Taking } from "../../lib/shared-bounds";
import type { RedisConnection } from "./open-redis";

const NOW_IN_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS[1]: the bound; ARGV: the lease (ms), the holder, the bound's limit. Answers 1 when taken, 0 when full. */
const TAKE = `${NOW_IN_MS}
local lease = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + lease, ARGV[2])
redis.call('PEXPIRE', KEYS[1], lease)
return 1`;

/** KEYS[1]: the bound the holder is in; ARGV: the lease (ms), the holder. */
const RENEW = `${NOW_IN_MS}
local lease = tonumber(ARGV[1])
redis.call('ZADD', KEYS[1], now + lease, ARGV[2])
redis.call('PEXPIRE', KEYS[1], lease)
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
  /** Each slot held here: its holder and its bound's key. */
  const held = new Map<string, string>();
  const alone = createLocalBounds();

  const renew = setInterval(() => {
    if (held.size === 0) return;
    const pipeline = redis.pipeline() as unknown as { renewBoundSlot(...args: (string | number)[]): void; exec(): Promise<unknown> };
    for (const [holder, key] of held) pipeline.renewBoundSlot(1, key, leaseMs, holder);
    pipeline.exec().catch((error: unknown) => onError?.(error));
  }, leaseMs / 3);
  renew.unref();

  async function take(bound: Bound): Promise<Taking> {
    const holder = `${instance}:${++next}`;
    const { key } = bound;
    let taken: number;
    try {
      taken = await commands.takeBoundSlot(1, key, leaseMs, holder, bound.limit);
    } catch (error) {
      onError?.(error);
      return alone.take(bound);
    }
    if (taken !== 1) return { taken: false };
    held.set(holder, key);
    const release = () => {
      held.delete(holder);
      redis.zrem(key, holder).catch((error: unknown) => onError?.(error));
    };
    return { taken: true, release: releaseOnce(release) };
  }

  return {
    take,
    async close() {
      clearInterval(renew);
    },
  };
}
