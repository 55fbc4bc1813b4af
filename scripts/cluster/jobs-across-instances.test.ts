/**
 * Background jobs on three instances sharing one PostgreSQL (issue 27): a recurring job runs once per period across
 * them all, and a job whose instance is killed -9 mid-run is taken up by another and finishes once. Runs under
 * `npm run test:cluster`.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "./cluster";
import { sleep, until } from "./cluster-calls";

const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
/** The sweep of unpaid orders, made to run every second here. */
const SWEEP = "release-unpaid-orders";
const PROBE = "dev-probe";
const PROBE_NUMBER = "+15550000199";

let dir: string;
let cluster: Cluster;
let db: pg.Client;

describe.skipIf(!ready)("jobs on three instances", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "forkful-jobs-"));
    cluster = await startCluster({
      dir,
      count: 3,
      freshDatabase: true,
      env: { UNPAID_ORDERS_SWEEP_MS: "1000", JOBS_MAINTENANCE_SECONDS: "1" },
    });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 240_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The sweep's jobs made since `since`, wherever pg-boss keeps them (done ones move to its archive). */
  async function sweepsSince(since: Date): Promise<{ state: string }[]> {
    const { rows } = await db.query(
      `SELECT state FROM pgboss.job WHERE name = $1 AND created_on >= $2
       UNION ALL SELECT state FROM pgboss.archive WHERE name = $1 AND created_on >= $2`,
      [SWEEP, since],
    );
    return rows;
  }

  it("runs a recurring job once per period across the three, though each of them sends it", async () => {
    const { rows } = await db.query("SELECT now() AS now");
    const since = rows[0].now as Date;
    const started = Date.now();
    await sleep(6_000);
    const seconds = (Date.now() - started) / 1000;
    const jobs = await sweepsSince(since);
    // Three instances each nudge once a second: without the shared slot there would be about three a second.
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    expect(jobs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(jobs.filter((job) => job.state === "completed").length).toBeGreaterThanOrEqual(jobs.length - 2);
  });

  it("takes up a job whose instance was killed -9 mid-run, on another, and finishes it once", async () => {
    const boss = new PgBoss({ connectionString: cluster.databaseUrl, schema: "pgboss", supervise: false, schedule: false, max: 1 });
    boss.on("error", () => {});
    await boss.start();
    const runId = randomUUID();
    await boss.send(PROBE, { runId, holdMs: 3_000 }, { singletonKey: runId });
    await boss.stop({ graceful: false, close: true });

    const lines = async () =>
      (await db.query("SELECT body FROM sms_outbox WHERE to_number = $1 AND body LIKE $2 ORDER BY id", [PROBE_NUMBER, `probe ${runId} %`]))
        .rows as { body: string }[];
    const pidOf = (body: string) => Number(body.split(" on ").at(-1));
    await until(async () => (await lines()).length > 0, 20_000, "the probe's first run");
    const first = (await lines())[0]!;
    expect(first.body).toContain("started");
    const victim = cluster.instances.find((instance) => instance.pid() === pidOf(first.body));
    expect(victim, `no instance has the pid of "${first.body}"`).toBeDefined();
    await victim!.kill();

    await until(async () => (await lines()).some((line) => line.body.includes("finished")), 40_000, "the probe's finish elsewhere");
    await sleep(1_000);
    const all = await lines();
    const finished = all.filter((line) => line.body.includes("finished"));
    expect(finished).toHaveLength(1);
    expect(pidOf(finished[0]!.body)).not.toBe(pidOf(first.body));
    expect(all.filter((line) => line.body.includes("started")).length).toBeGreaterThanOrEqual(2);
    await victim!.start();
  });
});
