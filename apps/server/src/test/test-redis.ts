/**
 * Redis for the tests that need it: REDIS_URL (set by scripts/with-redis.mjs under `npm run test:pg`), with a key
 * prefix of the test file's own so files running at once never meet. Such tests skip themselves without REDIS_URL.
 */
import { randomBytes } from "node:crypto";
import { openRedis, type RedisConnection } from "../integrations/redis/open-redis";

export const redisUrl = process.env.REDIS_URL;

/** A fresh key prefix: the instances of one test share it, as one deployment's do. */
export const newKeyPrefix = (): string => `test-${randomBytes(6).toString("hex")}:`;

/** A connection, as each instance opens its own, under the given prefix. */
export function openTestRedis(keyPrefix: string): Promise<RedisConnection> {
  if (!redisUrl) throw new Error("REDIS_URL is not set: run under scripts/with-redis.mjs (npm run test:pg does)");
  return openRedis({ url: redisUrl, keyPrefix });
}
