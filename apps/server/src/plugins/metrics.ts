/**
 * Prometheus metrics at GET /metrics (prom-client), each app its own registry: requests by route and status (rate and
 * latency), open event streams, the database pool's use and waiters, job queues' depth and lag and job runs, orders
 * placed, payment moves, and the process's memory, CPU and event-loop lag (prom-client's defaults). With METRICS_TOKEN set, only a scraper sending it as a
 * bearer token reads them; behind the documented nginx, /metrics is not served to the public at all.
 * docs/grafana/forkful.json draws them.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client";
import type { AppMetrics } from "../lib/app-metrics";
import type { JobDepth } from "../lib/job-queue";
import { errorBody } from "./error-handler";

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export const METRICS_PATH = "/metrics";

/** Request latencies in seconds: a menu read is milliseconds, an order placement tens of them, a slow call seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string | undefined, expected: string): boolean {
  const token = given?.match(/^Bearer +(\S+) *$/i)?.[1];
  if (!token) return false;
  const [a, b] = [Buffer.from(token), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function poolGauges(register: Registry, database: DatabaseHandle): void {
  if (database.kind !== "postgres") return;
  const pool = database.raw as pg.Pool;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        this.set(read());
      },
    });
  gauge("forkful_db_pool_connections", "Connections the database pool holds open", () => pool.totalCount);
  gauge("forkful_db_pool_idle_connections", "Connections of the pool not in use", () => pool.idleCount);
  gauge("forkful_db_pool_waiting_requests", "Queries waiting for a connection of the pool", () => pool.waitingCount);
}

/** Job runs ended here (by queue and outcome, with their time), and each queue's depth and lag, read at scrape. */
function jobMetrics(register: Registry) {
  const state: { depth: () => Promise<JobDepth[]>; runs: Histogram<"queue" | "outcome"> } = {
    depth: async () => [],
    runs: new Histogram({
      name: "forkful_job_run_seconds",
      help: "Background job runs ended on this instance, by queue and outcome (completed, failed): count and time",
      labelNames: ["queue", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [register],
    }),
  };
  const depthGauge = (name: string, help: string, read: (queue: JobDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers: [register],
      async collect() {
        for (const queue of await state.depth()) this.set({ queue: queue.name }, read(queue));
      },
    });
  depthGauge("forkful_jobs_waiting", "Jobs due and not yet taken by a worker, by queue (all instances)", (q) => q.waiting);
  depthGauge("forkful_jobs_running", "Jobs being run, by queue (all instances)", (q) => q.running);
  depthGauge("forkful_jobs_lag_seconds", "How long the oldest due job of each queue has waited (all instances)", (q) => q.lagSeconds);
  return state;
}

export function registerMetrics(app: FastifyInstance, options: { database: DatabaseHandle; token?: string }): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const requests = new Histogram({
    name: "forkful_http_request_duration_seconds",
    help: "API and page requests by method, route and status: count (rate) and latency",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [register],
  });
  const ordersPlaced = new Counter({ name: "forkful_orders_placed_total", help: "Orders placed here", registers: [register] });
  const paymentMoves = new Counter({
    name: "forkful_payment_moves_total",
    help: "Payments moved, by the state they moved to",
    labelNames: ["to"] as const,
    registers: [register],
  });
  const streamCounts = new Map<string, () => number>();
  new Gauge({
    name: "forkful_open_event_streams",
    help: "Event streams (trackers, staff screens) this instance holds open, by kind",
    labelNames: ["kind"] as const,
    registers: [register],
    collect() {
      for (const [kind, open] of streamCounts) this.set({ kind }, open());
    },
  });
  poolGauges(register, options.database);
  const jobs = jobMetrics(register);

  const metrics: AppMetrics = {
    orderPlaced: () => ordersPlaced.inc(),
    paymentMoved: (to) => paymentMoves.inc({ to }),
    countOpenStreams: (kind, open) => void streamCounts.set(kind, open),
    jobFinished: (name, outcome, seconds) => jobs.runs.observe({ queue: name, outcome }, seconds),
    watchJobs: (depth) => {
      jobs.depth = depth;
    },
  };
  app.decorate("metrics", metrics);

  app.addHook("onResponse", async (request, reply) => {
    // The route as declared (/data-services/order/:orderId/events), never the URL: one series per route.
    const route = request.routeOptions.url ?? "unmatched";
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (options.token && !sameToken(request.headers.authorization, options.token))
      return reply.status(401).send(errorBody(401, "A scraper's token is required."));
    reply.header("content-type", register.contentType);
    return register.metrics();
  });
  return register;
}
