/**
 * `npm run bench:broadcast`: how fast a broadcast domain event reaches another instance, through the transport the
 * app uses (PostgreSQL NOTIFY/LISTEN, integrations/events/event-transport.ts) beside Redis pub/sub measured the same
 * way in the same run (decision 046). Two "instances" are two transports on their own connections; each message is
 * sent by one and timed until the other hears it: first one at a time (latency), then BROADCAST_BURST (2000) at once
 * (throughput). Runs under scripts/with-postgres.mjs and with-redis.mjs.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import {
  createPostgresTransport,
  type EventTransport,
  type TransportMessage,
} from "../apps/server/src/integrations/events/event-transport";

const ONE_BY_ONE = Number(process.env.BROADCAST_ONE_BY_ONE ?? 500);
const BURST = Number(process.env.BROADCAST_BURST ?? 2000);
const CHANNEL = "bench_domain_events";

/** Redis pub/sub behind the same interface: what a Redis transport would be. */
async function redisTransport(url: string): Promise<EventTransport> {
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  const listeners: ((message: TransportMessage) => void)[] = [];
  subscriber.on("message", (_channel: string, text: string) => {
    const message = JSON.parse(text) as TransportMessage;
    for (const hear of listeners) hear(message);
  });
  await subscriber.subscribe(CHANNEL);
  return {
    async send(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    receive: (hear) => void listeners.push(hear),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A realistic payload: an order's status as its tracker streams it. */
const statusEvent = (n: number) => ({
  orderId: randomUUID(),
  locationId: 3,
  status: 12,
  label: "In Progress",
  at: new Date().toISOString(),
  n,
});

async function measure(name: string, sender: EventTransport, receiver: EventTransport) {
  const waiting = new Map<number, (at: number) => void>();
  receiver.receive((message) => waiting.get((message.event as { n: number }).n)?.(performance.now()));
  const heard = (n: number) => new Promise<number>((resolve) => waiting.set(n, resolve));
  const latencies: number[] = [];
  for (let n = 0; n < ONE_BY_ONE; n += 1) {
    const arrival = heard(n);
    const sent = performance.now();
    await sender.send({ origin: "bench", name: "orderStatus", event: statusEvent(n) });
    latencies.push((await arrival) - sent);
  }
  latencies.sort((a, b) => a - b);
  const burstStart = performance.now();
  const arrivals = Array.from({ length: BURST }, (_, k) => heard(ONE_BY_ONE + k));
  await Promise.all(arrivals.map((_, k) => sender.send({ origin: "bench", name: "orderStatus", event: statusEvent(ONE_BY_ONE + k) })));
  await Promise.all(arrivals);
  const perSecond = BURST / ((performance.now() - burstStart) / 1000);
  console.log(
    `${name.padEnd(28)} p50 ${percentile(latencies, 50).toFixed(2).padStart(6)} ms   p99 ${percentile(latencies, 99).toFixed(2).padStart(6)} ms   burst of ${BURST}: ${perSecond.toFixed(0).padStart(6)} events/s`,
  );
}

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) throw new Error("run under scripts/with-postgres.mjs and scripts/with-redis.mjs (npm run bench:broadcast)");
const report = (error: unknown) => console.error("transport:", error);
const pools = [new pg.Pool({ connectionString: databaseUrl, max: 10 }), new pg.Pool({ connectionString: databaseUrl, max: 10 })];
const postgres = [await createPostgresTransport(pools[0]!, report), await createPostgresTransport(pools[1]!, report)];
const redis = [await redisTransport(redisUrl), await redisTransport(redisUrl)];
console.log(`Broadcast to another instance: ${ONE_BY_ONE} events one at a time, then a burst of ${BURST}`);
await measure("PostgreSQL NOTIFY (in use)", postgres[0]!, postgres[1]!);
await measure("Redis pub/sub (baseline)", redis[0]!, redis[1]!);
for (const transport of [...postgres, ...redis]) await transport.close();
for (const pool of pools) await pool.end();
