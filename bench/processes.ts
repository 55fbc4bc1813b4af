/** The processes a bench run measures: the production server, and a bare node:http baseline serving fixed bytes. */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(fileURLToPath(new URL("..", import.meta.url)));

export interface RunningProcess {
  url: string;
  /** Its process id, for its CPU time (bench/cpu.ts). */
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill("SIGTERM");
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode} before it was ready; its log:\n${readFileSync(logFile, "utf8")}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s; its log:\n${readFileSync(logFile, "utf8")}`);
}

export interface RunningServer extends RunningProcess {
  logFile: string;
  /** The server's DATA_DIR; its embedded database is in `pglite/` below it. */
  dataDir: string;
  /** Removes the DATA_DIR; `stop()` keeps it, so the database can still be read after the server has stopped. */
  removeData(): void;
}

/** The server's settings for a bench run on PGlite, or on PostgreSQL at `databaseUrl`. */
export function benchServerEnv(
  databaseUrl: string | undefined,
  callsInFlight: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl ?? "",
    JWT_SECRET: databaseUrl ? randomBytes(32).toString("hex") : "",
    // The bench sends far more than a diner could: the per-IP rate limit would answer 429 to most of it, and the
    // bound on calls in flight per client must let every measuring connection in.
    RATE_LIMIT_PER_MINUTE: "100000000",
    CALLS_IN_FLIGHT_PER_CLIENT: String(callsInFlight),
    // As behind a reverse proxy on the same machine: a burst speaks as another client (bench/bursts.ts) through it.
    TRUST_PROXY: "127.0.0.1",
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    ...extra,
  };
}

/**
 * Starts `apps/server/src/main.ts` as in production (NODE_ENV=production) on a free port with a fresh DATA_DIR,
 * so it migrates and seeds its own embedded database (or uses DATABASE_URL when set). Its log goes to a file.
 * Given the DATA_DIR of a server that ran before, it boots again on that data.
 */
export async function startServer(extraEnv: Record<string, string>, existingDataDir?: string): Promise<RunningServer> {
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), "forkful-bench-"));
  const logFile = join(dataDir, "server.log");
  const port = await freePort();
  const log = openSync(logFile, "a");
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", log, log],
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...extraEnv },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForHealth(`${url}/data-services/health`, child, logFile, 180_000);
  } catch (error) {
    await stop();
    removeData();
    throw error;
  }
  return { url, pid: child.pid!, logFile, dataDir, stop, removeData };
}

/** The baseline: a bare node:http server in its own process answering every request with the given bytes. */
const BASELINE_SOURCE = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.argv[1]);
const headers = { "content-type": process.argv[2], "content-length": body.length };
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => { res.writeHead(200, headers); res.end(body); });
});
server.keepAliveTimeout = 72000;
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
`;

/**
 * The event stream baseline: a bare node:http fan-out. GET /live opens a stream; POST /publish?subject=… answers and
 * writes one frame shaped as the live feed's (id, event, data { id, topic, kind, subject, at }) to every open stream.
 */
const SSE_BASELINE_SOURCE = `
const http = require("node:http");
const streams = new Set();
let id = 0;
const server = http.createServer((req, res) => {
  if (req.url.startsWith("/live")) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(": open\\n\\n");
    streams.add(res);
    req.on("close", () => streams.delete(res));
    return;
  }
  const subject = new URL(req.url, "http://baseline").searchParams.get("subject");
  req.resume();
  req.on("end", () => {
    id += 1;
    const data = JSON.stringify({ id, topic: "orders", kind: "orderPlaced", subject, at: new Date().toISOString() });
    const frame = "id: " + id + "\\nevent: orders\\ndata: " + data + "\\n\\n";
    for (const stream of streams) stream.write(frame);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ orderId: subject }));
  });
});
server.keepAliveTimeout = 72000;
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));
`;

async function startScript(source: string, args: string[], cleanUp: () => void = () => {}): Promise<RunningProcess> {
  const child = spawn(process.execPath, ["-e", source, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the baseline server exited with code ${code}`)));
    child.stdout?.once("data", (chunk: Buffer) => resolvePort(Number(chunk.toString().trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child);
      cleanUp();
    },
  };
}

export async function startBaseline(body: Buffer, contentType: string): Promise<RunningProcess> {
  const dir = mkdtempSync(join(tmpdir(), "forkful-baseline-"));
  const bodyFile = join(dir, "body");
  writeFileSync(bodyFile, body);
  return startScript(BASELINE_SOURCE, [bodyFile, contentType], () => rmSync(dir, { recursive: true, force: true }));
}

export const startSseBaseline = (): Promise<RunningProcess> => startScript(SSE_BASELINE_SOURCE, []);

/** Builds both web apps if they are missing or older than their sources, as `npm start` does. */
export function buildWebApps(): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, "scripts/build-web-if-stale.mjs")], { cwd: repoRoot, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolveBuild() : reject(new Error(`building the web apps failed (${code})`))));
  });
}
