/**
 * `npm run bench`: starts the production server (fresh embedded database, or DATABASE_URL when set) and measures each
 * scenario of bench/scenarios.ts with autocannon, beside a bare node:http server answering bytes of the same size,
 * measured the same way in the same run. Prints a table and PASS/FAIL per target; the exit code is 0 either way
 * (1 only when the bench itself cannot run).
 * Settings: BENCH_CONNECTIONS (50), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (2), BENCH_ONLY (name filter),
 * BENCH_LOG_LEVEL (the server's LOG_LEVEL; default: the server's own default, as in production).
 */
import autocannon from "autocannon";
import { type RunningProcess, startBaseline, startServer } from "./processes";
import { type BenchContext, type BenchRequest, type Measured, type Scenario, scenarios } from "./scenarios";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);

interface Row {
  scenario: Scenario;
  bodyBytes: number;
  server: Measured;
  baseline: Measured;
}

async function call(baseUrl: string, request: BenchRequest): Promise<{ status: number; body: Buffer; contentType: string }> {
  const response = await fetch(baseUrl + request.path, { method: request.method, headers: request.headers, body: request.body });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, contentType: response.headers.get("content-type") ?? "application/json" };
}

async function load(baseUrl: string, request: BenchRequest, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: baseUrl + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  const responses = result["2xx"] + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
  };
}

/** Warms the target up (JIT, caches, connection pools), then measures it. */
async function measure(baseUrl: string, request: BenchRequest): Promise<Measured> {
  if (warmupSeconds > 0) await load(baseUrl, request, warmupSeconds);
  return load(baseUrl, request, durationSeconds);
}

async function runScenario(scenario: Scenario, server: RunningProcess, context: BenchContext): Promise<Row> {
  const request = await scenario.prepare(context);
  const sample = await call(server.url, request);
  if (sample.status < 200 || sample.status > 299) {
    throw new Error(
      `${scenario.name}: ${request.method} ${request.path} answered ${sample.status}: ${sample.body.toString().slice(0, 300)}`,
    );
  }
  console.log(`\n▶ ${scenario.name}: ${request.method} ${request.path} (${sample.body.length} bytes)`);
  console.log(`  server   … ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s`);
  const measuredServer = await measure(server.url, request);
  const baseline = await startBaseline(sample.body, sample.contentType);
  try {
    console.log("  baseline … same request, same bytes, bare node:http");
    const measuredBaseline = await measure(baseline.url, request);
    return { scenario, bodyBytes: sample.body.length, server: measuredServer, baseline: measuredBaseline };
  } finally {
    await baseline.stop();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((width) => "─".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

function report(rows: Row[]): void {
  const header = ["scenario", "answered by", "req/s", "p99 ms", "errors", "non-2xx", "bytes/answer", "vs baseline"];
  const cells: string[][] = [header];
  for (const { scenario, server, baseline } of rows) {
    const ratio = server.requestsPerSecond / baseline.requestsPerSecond;
    for (const [label, measured, vs] of [
      ["forkful", server, `${(100 * ratio).toFixed(1)}%`],
      ["node:http", baseline, "100%"],
    ] as const) {
      cells.push([
        label === "forkful" ? scenario.name : "",
        label,
        measured.requestsPerSecond.toFixed(0),
        measured.p99Ms.toFixed(1),
        String(measured.errors),
        String(measured.non2xx),
        measured.bytesPerResponse.toFixed(0),
        vs,
      ]);
    }
  }
  console.log(`\n${table(cells)}\n`);

  let failed = 0;
  for (const { scenario, server, baseline } of rows) {
    for (const target of scenario.targets) {
      const met = target.met(server, baseline) && server.errors === 0 && server.non2xx === 0;
      if (!met) failed += 1;
      const note = server.errors + server.non2xx > 0 ? ` (with ${server.errors} errors, ${server.non2xx} non-2xx)` : "";
      console.log(`${met ? "PASS" : "FAIL"}  ${scenario.name}: ${target.label} — ${target.actual(server, baseline)}${note}`);
    }
  }
  console.log(failed === 0 ? "\nAll targets met." : `\n${failed} target(s) FAILED.`);
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const selected = scenarios.filter((scenario) => !only || scenario.name.toLowerCase().includes(only));
  console.log(
    `Forkful bench on Node ${process.version}: ${selected.length} scenario(s); database: ${process.env.DATABASE_URL ? "DATABASE_URL" : "embedded PGlite"}`,
  );
  console.log("Starting the production server (fresh data dir: migrate + seed)…");
  const server = await startServer({
    // The bench sends far more than a diner could: the per-IP rate limit would answer 429 to most of it.
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  });
  console.log(`Server ready at ${server.url} (log: ${server.logFile})`);
  const context: BenchContext = { baseUrl: server.url, call: (request) => call(server.url, request) };
  const rows: Row[] = [];
  try {
    for (const scenario of selected) rows.push(await runScenario(scenario, server, context));
  } finally {
    await server.stop();
  }
  report(rows);
}

main().catch((error: unknown) => {
  console.error(`bench could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
