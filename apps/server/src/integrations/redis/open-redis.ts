/**
 * The Redis connection instances share their bounds through (REDIS_URL). Its commands fail fast rather than wait:
 * a call is never held up by Redis being slow or away (what uses it decides how to go on without it), and
 * /health/ready says so, so the load balancer sends traffic to an instance that reaches it.
 */
import { Redis } from "ioredis";

export type RedisConnection = Redis;

export interface RedisOptions {
  url: string;
  /** What every key starts with (REDIS_KEY_PREFIX; a test file's own, so files running at once never meet). */
  keyPrefix: string;
  /** Hears a lost connection (each failed reconnect too); without it the connection's errors are dropped. */
  onError?: (error: Error) => void;
}

/** A command not answered in this long fails; Redis answers in well under a millisecond on a healthy network. */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

/** Connects, and resolves once Redis answers a PING; rejects (and disconnects) when it cannot be reached at boot. */
export async function openRedis({ url, keyPrefix, onError }: RedisOptions): Promise<RedisConnection> {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // One retry of a command across a reconnect, then it fails: callers have a way on without Redis.
    maxRetriesPerRequest: 1,
    // Reconnects forever, backing off to 2 s: Redis coming back is noticed without a restart.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    lazyConnect: true,
  });
  redis.on("error", (error: Error) => onError?.(error));
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${redactedUrl(url)} did not answer: ${(error as Error).message}`);
  }
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an unreadable REDIS_URL)";
  }
}

/** True when Redis answered PING in time. */
export async function redisAnswers(redis: RedisConnection): Promise<boolean> {
  try {
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  }
}
