/** GET /metrics: requests by route and status, orders placed, payment moves, open streams, the process — and who may read it. */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISA } from "../test/delivery-test-kit";
import { payByCard, placeTestOrder } from "../test/payment-test-kit";
import { createTestApp, runDueJobs, type TestApp } from "../test/test-app";

const TOKEN = "a-scrapers-token-0123456789";
/** The orders module's sweep of unpaid orders (a plugin's test does not reach into modules for its name). */
const RELEASE_UNPAID_ORDERS_JOB = "release-unpaid-orders";

let t: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  guarded = await createTestApp({ config: { METRICS_TOKEN: TOKEN }, database: t.database });
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

const scrape = async (app: TestApp, authorization?: string) =>
  app.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one series in the exposition text; 0 when it is not there yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  it("counts requests by method, route as declared and status, with their latency", async () => {
    const slug = "hudson-slice-co-west-village";
    await t.call("/merchants/locations/slug", { slug });
    await t.call("/merchants/locations/slug", { slug: "no-such-restaurant" });
    const answer = await scrape(t);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = 'method="POST",route="/data-services/merchants/locations/slug"';
    expect(seriesValue(answer.body, `forkful_http_request_duration_seconds_count{${route},status="200"}`)).toBe(1);
    expect(seriesValue(answer.body, `forkful_http_request_duration_seconds_count{${route},status="404"}`)).toBe(1);
    expect(answer.body).toContain(`forkful_http_request_duration_seconds_bucket{le="0.1",${route},status="200"}`);
  });

  it("counts orders placed and payments by the state they reached", async () => {
    const before = (await scrape(t)).body;
    const order = await placeTestOrder(t);
    await payByCard(t, order.orderId, VISA, order.token);
    const after = (await scrape(t)).body;
    expect(seriesValue(after, "forkful_orders_placed_total") - seriesValue(before, "forkful_orders_placed_total")).toBe(1);
    for (const state of ["authorized", "collected"]) {
      const series = `forkful_payment_moves_total{to="${state}"}`;
      expect(seriesValue(after, series) - seriesValue(before, series), state).toBe(1);
    }
  });

  it("reports each job queue's waiting jobs and lag, and the runs that ended here by outcome", async () => {
    const before = (await scrape(t)).body;
    const order = await placeTestOrder(t);
    // An order no one pays is released by a sweep: sent as a job by hand here, as a worker's timer would.
    await t.app.jobs.send(RELEASE_UNPAID_ORDERS_JOB, {}, { key: order.orderId });
    const waiting = (await scrape(t)).body;
    expect(seriesValue(waiting, `forkful_jobs_waiting{queue="${RELEASE_UNPAID_ORDERS_JOB}"}`)).toBe(1);
    expect(seriesValue(waiting, `forkful_jobs_lag_seconds{queue="${RELEASE_UNPAID_ORDERS_JOB}"}`)).toBeGreaterThanOrEqual(0);
    expect(await runDueJobs(t, [RELEASE_UNPAID_ORDERS_JOB])).toBe(1);
    const after = (await scrape(t)).body;
    expect(seriesValue(after, `forkful_jobs_waiting{queue="${RELEASE_UNPAID_ORDERS_JOB}"}`)).toBe(0);
    const runs = `forkful_job_run_seconds_count{queue="${RELEASE_UNPAID_ORDERS_JOB}",outcome="completed"}`;
    expect(seriesValue(after, runs) - seriesValue(before, runs)).toBe(1);
  });

  it("counts the event streams open here, by kind", async () => {
    const order = await placeTestOrder(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/data-services/order/${order.orderId}/events`, {
      headers: { [APP_VERSION_HEADER]: APP_VERSION },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    expect(seriesValue((await scrape(t)).body, 'forkful_open_event_streams{kind="order"}')).toBe(1);
    abort.abort();
    expect(seriesValue((await scrape(t)).body, 'forkful_open_event_streams{kind="waitlist"}')).toBe(0);
  });

  it("reports the process: memory, CPU and event-loop lag", async () => {
    const text = (await scrape(t)).body;
    for (const series of ["process_resident_memory_bytes", "nodejs_eventloop_lag_p99_seconds", "process_cpu_seconds_total"])
      expect(seriesValue(text, series), series).toBeGreaterThan(0);
  });

  it("has every series the Grafana dashboard draws (the pool's on PostgreSQL)", async () => {
    const dashboard = JSON.parse(readFileSync(new URL("../../../../docs/grafana/forkful.json", import.meta.url), "utf8")) as {
      panels: { targets: { expr: string }[] }[];
    };
    const drawn = new Set(
      dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\b(forkful|process|nodejs)_\w+/g) ?? [])),
    );
    expect(drawn.size).toBeGreaterThan(8);
    const text = (await scrape(t)).body;
    for (const series of drawn) {
      if (series.startsWith("forkful_db_pool_") && t.database.kind !== "postgres") continue;
      expect(text, series).toMatch(new RegExp(`^# TYPE ${series.replace(/_(bucket|count|sum)$/, "")} `, "m"));
    }
  });

  it("needs METRICS_TOKEN as a bearer token when one is set", async () => {
    expect((await scrape(guarded)).statusCode).toBe(401);
    expect((await scrape(guarded, "Bearer not-the-token-at-all-0000")).statusCode).toBe(401);
    const answer = await scrape(guarded, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("forkful_http_request_duration_seconds");
  });
});
