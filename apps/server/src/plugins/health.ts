/**
 * Health for load balancers and orchestrators. GET /data-services/health/ready (and /health, its older name) is
 * readiness: it asks the database a cheap `select 1`, and Redis a PING when REDIS_URL is set, and answers 503 (with
 * Retry-After) when either does not answer in time, so traffic goes elsewhere. GET /data-services/health/live is
 * liveness: the process answers, whatever the database does, so a database outage does not get every server restarted.
 */
import { API_BASE_PATH, HEALTH_DATABASE_TIMEOUT_MS, SERVICE_UNAVAILABLE } from "@forkful/contracts/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { DatabaseHandle } from "../db/client";
import { type RedisConnection, redisAnswers } from "../integrations/redis/open-redis";

type Pingable = { query(text: string): Promise<unknown> };

/** True when the database answered `select 1` within the timeout. */
export async function databaseAnswers(database: DatabaseHandle, timeoutMs = HEALTH_DATABASE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = (database.raw as Pingable).query("select 1").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, database: DatabaseHandle, redis?: RedisConnection): void {
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const [databaseUp, redisUp] = await Promise.all([databaseAnswers(database), redis ? redisAnswers(redis) : undefined]);
    const services = { database: database.kind, ...(redis ? { redis: redisUp ? "ok" : "unavailable" } : {}) };
    if (databaseUp && redisUp !== false) return { status: "ok", ...services };
    reply.status(503).header("retry-after", String(SERVICE_UNAVAILABLE.retryAfterSeconds));
    return { status: "unavailable", ...services, message: SERVICE_UNAVAILABLE.message };
  };
  app.get(`${API_BASE_PATH}/health`, { schema: { hide: true } }, ready);
  app.get(`${API_BASE_PATH}/health/ready`, { schema: { hide: true } }, ready);
  app.get(`${API_BASE_PATH}/health/live`, { schema: { hide: true } }, async () => ({ status: "ok" }));
}
