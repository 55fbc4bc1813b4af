/**
 * `npm run bench`: starts the production server on a fresh embedded PGlite database and measures each scenario of
 * bench/scenarios.ts and bench/orders.ts with autocannon, beside a bare node:http server answering bytes of the same
 * size, measured the same way in the same run; those of bench/bursts.ts are measured during another client's burst,
 * beside the same call idle; those of bench/staff-live.ts and bench/staff-board.ts measure themselves (a stream's
 * deliveries, a page's long tasks in Chromium) beside a baseline of their own. Then the scenarios marked
 * `everyDatabase` (order placement, bursts) run again on PostgreSQL: this script runs itself with `--postgres` under
 * scripts/with-postgres.mjs (a private throwaway cluster, or DATABASE_URL when set), which hands its rows back as
 * JSON. On PGlite it also runs Lighthouse on the diners' first pages (bench/lighthouse.ts). Prints one table and PASS/FAIL
 * per target; the exit code is 0 either way (1 only when the bench cannot run). Before that table, bench/growth.ts prints
 * how p99 grows with connections and with restaurants.
 * Settings: BENCH_CONNECTIONS (50; a scenario may fix its own), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (2),
 * BENCH_ONLY (name filter), BENCH_POSTGRES=0 (skip the PostgreSQL run), BENCH_LOG_LEVEL (the server's LOG_LEVEL;
 * default: the server's own default, as in production); BENCH_LIVE_PACE_MS and BENCH_TRACE_DIR: bench/staff-live.ts,
 * bench/board-browser.ts; BENCH_LIGHTHOUSE_RUNS (3): bench/lighthouse.ts; BENCH_ROUNDS (5): bench/rounds.ts;
 * BENCH_GROWTH_SECONDS, BENCH_GROWTH_RESTAURANTS: bench/growth.ts; BENCH_PROFILE_DIR: where the server writes a CPU
 * profile.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { burstScenarios } from "./bursts";
import { postmasterOf } from "./cpu";
import { deliveryQuote } from "./delivery";
import { GROWTH_NAME, growthTable, measureGrowth } from "./growth";
import { auditFirstPages, LIGHTHOUSE_NAME, lighthouseReport, type PageAudit } from "./lighthouse";
import { call, isFresh, load } from "./load";
import { countBenchOrders, orderPlacement } from "./orders";
import { benchServerEnv, buildWebApps, type RunningServer, repoRoot, startBaseline, startServer } from "./processes";
import { type DatabaseName, type Row, report } from "./report";
import { alternate, ROUNDS, type Side, warmUp } from "./rounds";
import {
  type BenchContext,
  type BenchRequest,
  type CallScenario,
  type Measured,
  scenarios as readScenarios,
  type Scenario,
} from "./scenarios";
import { menuSearch, restaurantSearch } from "./searches";
import { staffBoard } from "./staff-board";
import { staffLiveFanOut } from "./staff-live";
import { tableScenarios } from "./tables";

const defaultConnections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const scenarios: Scenario[] = [
  ...readScenarios,
  menuSearch,
  restaurantSearch,
  orderPlacement,
  ...tableScenarios,
  deliveryQuote,
  ...burstScenarios,
];
scenarios.push(staffLiveFanOut, staffBoard);

/** Warms the target up, then measures it for the run's duration (or, for fresh requests, a count sized to it). */
async function measure(
  baseUrl: string,
  request: BenchRequest,
  connections: number,
): Promise<{ measured: Measured; warmupSuccesses: number }> {
  const warm = await warmUp(baseUrl, request, connections, warmupSeconds);
  const plan = isFresh(request) ? { amount: Math.max(connections, Math.round(warm.rate * durationSeconds)) } : { seconds: durationSeconds };
  return { measured: await load(baseUrl, request, connections, plan), warmupSuccesses: warm.successes };
}

async function runScenario(scenario: Scenario, database: DatabaseName, context: BenchContext, serverSide: Side): Promise<Row> {
  if ("measureOwn" in scenario) {
    console.log(`\n▶ ${scenario.name} [${database}]`);
    return { name: scenario.name, database, ...(await scenario.measureOwn(context)) };
  }
  const request = await scenario.prepare(context);
  const connections = scenario.connections ?? defaultConnections;
  const sample = await call(context.baseUrl, request);
  if (sample.status < 200 || sample.status > 299) {
    throw new Error(
      `${scenario.name}: ${request.method} ${request.path} answered ${sample.status}: ${sample.body.toString().slice(0, 300)}`,
    );
  }
  console.log(`\n▶ ${scenario.name} [${database}]: ${request.method} ${request.path} (${sample.body.length} bytes)`);
  if (request.note) console.log(`  ${request.note}`);
  const run = isFresh(request) ? `a fixed count of fresh requests sized to about ${durationSeconds} s` : `${durationSeconds} s`;
  if (scenario.during) return measureDuringBurst(scenario, scenario.during, { database, context, request, connections, run, sample });
  const baseline = await startBaseline(sample.body, sample.contentType);
  try {
    console.log(`  server and baseline (bare node:http, same bytes) … ${connections} connections, ${warmupSeconds} s warm-up,`);
    const each = Math.max(1, durationSeconds / ROUNDS);
    console.log(`  then ${ROUNDS} alternating rounds of ${isFresh(request) ? `a count sized to about ${each} s` : `${each} s`} each`);
    const measured = await alternate(serverSide, { url: baseline.url, pid: baseline.pid }, request, connections, {
      warmupSeconds,
      durationSeconds,
    });
    const successes = 1 + measured.warmupSuccesses + measured.server.successes;
    return {
      name: scenario.name,
      database,
      connections,
      bodyBytes: sample.body.length,
      server: measured.server,
      baseline: measured.baseline,
      ratio: measured.ratio,
      cpu: measured.cpu,
      ...(scenario.countsOrders ? { count: { orders: Number.NaN, successes } } : {}),
    };
  } finally {
    await baseline.stop();
  }
}

/** The call measured idle, then while another client's burst runs: both on the same server, in the same run. */
async function measureDuringBurst(
  scenario: CallScenario,
  during: NonNullable<CallScenario["during"]>,
  { database, context, request, connections, run, sample }: BurstRun,
): Promise<Row> {
  console.log(`  idle     … ${connections} connections, ${warmupSeconds} s warm-up + ${run}`);
  const idle = (await measure(context.baseUrl, request, connections)).measured;
  const burst = await during(context);
  let server: Measured;
  try {
    console.log(`  burst    … the same, while the burst runs`);
    server = (await measure(context.baseUrl, request, connections)).measured;
  } finally {
    console.log(`  burst    : ${await burst.stop()}`);
  }
  return {
    name: scenario.name,
    database,
    connections,
    bodyBytes: sample.body.length,
    server,
    baseline: idle,
    baselineLabel: "forkful, idle",
  };
}

interface BurstRun {
  database: DatabaseName;
  context: BenchContext;
  request: BenchRequest;
  connections: number;
  run: string;
  sample: { body: Buffer };
}

/** The scenarios' own data changes, made with the seeded server stopped; then the server boots again on that data. */
async function withPreparedData(
  server: RunningServer,
  env: Record<string, string>,
  selected: Scenario[],
  databaseUrl: string | undefined,
): Promise<RunningServer> {
  const preparing = selected.filter((scenario) => scenario.prepareData);
  if (preparing.length === 0) return server;
  await server.stop();
  try {
    for (const scenario of preparing)
      await scenario.prepareData?.(databaseUrl ? { url: databaseUrl } : { dataDir: join(server.dataDir, "pglite") });
    console.log(`Prepared the data of ${preparing.map((scenario) => scenario.name).join(", ")}; starting the server again…`);
    return await startServer(env, server.dataDir);
  } catch (error) {
    server.removeData();
    throw error;
  }
}

/**
 * Starts a fresh server on the given database, measures the scenarios (then `alsoMeasure`, on the same server),
 * stops it, then counts what they wrote.
 */
async function runOn(database: DatabaseName, selected: Scenario[], alsoMeasure?: (context: BenchContext) => Promise<void>): Promise<Row[]> {
  const databaseUrl = database === "PostgreSQL" ? process.env.DATABASE_URL : undefined;
  if (database === "PostgreSQL" && !databaseUrl) throw new Error("--postgres needs DATABASE_URL (run it under scripts/with-postgres.mjs)");
  console.log(`\nForkful bench on Node ${process.version}, ${database}: ${selected.length} scenario(s)`);
  console.log("Starting the production server (fresh data dir: migrate + seed)…");
  const callsInFlight = Math.max(defaultConnections, ...selected.map((scenario) => scenario.connections ?? 0));
  const env = benchServerEnv(databaseUrl, callsInFlight, Object.assign({}, ...selected.map((scenario) => scenario.serverEnv ?? {})));
  for (const scenario of selected) await scenario.beforeStart?.();
  if (alsoMeasure) await buildWebApps();
  const server = await withPreparedData(await startServer(env), env, selected, databaseUrl);
  try {
    console.log(`Server ready at ${server.url} (log: ${server.logFile})`);
    const context: BenchContext = { baseUrl: server.url, call: (request) => call(server.url, request) };
    const rows: Row[] = [];
    try {
      const serverSide = { url: server.url, pid: server.pid, databasePid: databaseUrl ? postmasterOf(databaseUrl) : null };
      for (const scenario of selected) rows.push(await runScenario(scenario, database, context, serverSide));
      await alsoMeasure?.(context);
    } finally {
      await server.stop();
    }
    // Read only once the server has stopped: nothing is still being written, and PGlite allows one process at a time.
    for (const row of rows) {
      if (!row.count) continue;
      row.count.orders = await countBenchOrders(databaseUrl ? { url: databaseUrl } : { dataDir: join(server.dataDir, "pglite") });
    }
    return rows;
  } finally {
    server.removeData();
  }
}

/** The PostgreSQL run: this script again, with --postgres, under scripts/with-postgres.mjs; its rows come back as JSON. */
async function runOnPostgres(): Promise<Row[] | string> {
  const dir = mkdtempSync(join(tmpdir(), "forkful-bench-pg-"));
  const rowsFile = join(dir, "rows.json");
  try {
    const script = [join(repoRoot, "scripts/with-postgres.mjs"), process.execPath, "--import", "tsx", join(repoRoot, "bench/run.ts")];
    const code = await new Promise<number>((resolveRun) => {
      // Durable, as a restaurant runs it: fsync and synchronous_commit on (scripts/with-postgres.mjs).
      const env = { ...process.env, POSTGRES_DURABLE: "1" };
      const child = spawn(process.execPath, [...script, "--postgres", `--rows-out=${rowsFile}`], { cwd: repoRoot, stdio: "inherit", env });
      child.on("error", () => resolveRun(127));
      child.on("exit", (exitCode) => resolveRun(exitCode ?? 1));
    });
    if (!existsSync(rowsFile)) return `the PostgreSQL run did not complete (scripts/with-postgres.mjs exited ${code}; see above)`;
    return JSON.parse(readFileSync(rowsFile, "utf8")) as Row[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const onPostgres = process.argv.includes("--postgres");
  const rowsOut = process.argv.find((arg) => arg.startsWith("--rows-out="))?.slice("--rows-out=".length);
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const selected = scenarios.filter((scenario) => !only || scenario.name.toLowerCase().includes(only));
  const rows: Row[] = [];
  const failures: string[] = [];
  let audits: PageAudit[] = [];
  if (onPostgres) {
    rows.push(
      ...(await runOn(
        "PostgreSQL",
        selected.filter((scenario) => scenario.everyDatabase),
      )),
    );
  } else {
    const withLighthouse = !only || LIGHTHOUSE_NAME.toLowerCase().includes(only);
    const lighthouse = async (context: BenchContext) => {
      audits = await auditFirstPages(context).catch((error: unknown) => {
        failures.push(`${LIGHTHOUSE_NAME} could not run: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
    };
    if (selected.length > 0 || withLighthouse) rows.push(...(await runOn("PGlite", selected, withLighthouse ? lighthouse : undefined)));
    if (process.env.BENCH_POSTGRES !== "0" && selected.some((scenario) => scenario.everyDatabase)) {
      console.log("\nNow on PostgreSQL (scripts/with-postgres.mjs)…");
      const answer = await runOnPostgres();
      if (typeof answer === "string") failures.push(answer);
      else rows.push(...answer);
    }
  }
  if (!onPostgres && (!only || GROWTH_NAME.toLowerCase().includes(only))) {
    const calls = [readScenarios[0]!, readScenarios[2]!, menuSearch, restaurantSearch, orderPlacement];
    const growth = await measureGrowth(calls).catch((error: unknown) => {
      failures.push(`${GROWTH_NAME} could not run: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
    if (growth.length > 0) console.log(`\n${growthTable(growth)}`);
  }
  if (rowsOut) writeFileSync(rowsOut, JSON.stringify(rows));
  else report(rows, scenarios, failures, audits.length > 0 ? lighthouseReport(audits) : []);
}

main().catch((error: unknown) => {
  console.error(`bench could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
