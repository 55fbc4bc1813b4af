/**
 * The crash suite's server: `apps/server/src/main.ts` as a child process on a fixed port and DATA_DIR (PGlite in
 * DATA_DIR/pglite, or PostgreSQL through DATABASE_URL), killed with SIGKILL and started again on the same data.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { API_BASE_PATH } from "@forkful/contracts/api";

export const repoRoot = resolve(fileURLToPath(new URL("..", import.meta.url)));

/** Limits that would turn one address's steady load into 429s are raised; the dev routes give codes and wallet money. */
const SUITE_ENV = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_ATTEMPTS_PER_MINUTE: "100000",
  OTP_CODES_PER_ADDRESS_PER_HOUR: "100000",
  SMS_OUTBOX_ROUTE: "true",
  DEV_WALLET_ROUTE: "true",
  LOG_LEVEL: "warn",
};

export interface CrashServer {
  url: string;
  dataDir: string;
  logFile: string;
  /** Starts the server (again) on the same port and data; resolves once /health answers 200. */
  start(): Promise<void>;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful close of main.ts. */
  stop(): Promise<void>;
  pid(): number | undefined;
  /** False once the process has exited, whatever ended it. */
  running(): boolean;
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

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((done) => child.once("exit", () => done()));
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting; its log:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${url}${API_BASE_PATH}/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s; its log:\n${tail(logFile)}`);
}

export const tail = (file: string, lines = 40) => readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");

/** What the log says of the server's end: the last uncaught error's first lines, else its last lines. */
export function lastWords(file: string): string {
  const lines = readFileSync(file, "utf8").split("\n");
  const thrown = lines.findLastIndex((line) => /Unhandled|uncaught|^\s*(\w*Error|error):/i.test(line));
  return (thrown >= 0 ? lines.slice(Math.max(0, thrown - 3), thrown + 4) : lines.slice(-8)).join("\n");
}

export async function createCrashServer(options: {
  dataDir: string;
  databaseUrl?: string;
  /** Settings beside the suite's (an instance of a cluster: its Redis, the cluster's shared secret…). */
  env?: Record<string, string>;
}): Promise<CrashServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, "server.log");
  let child: ChildProcess | undefined;
  const env = {
    ...process.env,
    ...SUITE_ENV,
    PORT: String(port),
    DATA_DIR: options.dataDir,
    // On PostgreSQL the server needs a secret given; one for this server's life, so its restarts keep sessions.
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, JWT_SECRET: randomBytes(32).toString("hex") } : {}),
    ...options.env,
  };
  return {
    url,
    dataDir: options.dataDir,
    logFile,
    pid: () => child?.pid,
    running: () => child !== undefined && !exited(child),
    async start() {
      if (child && !exited(child)) throw new Error("the server is already running");
      const log = openSync(logFile, "a");
      child = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "apps/server/src/main.ts")], {
        cwd: repoRoot,
        stdio: ["ignore", log, log],
        env,
      });
      closeSync(log);
      await waitForHealth(url, child, logFile, 180_000);
    },
    async kill() {
      if (!child || exited(child)) return;
      child.kill("SIGKILL");
      await waitForExit(child);
    },
    async stop() {
      if (!child || exited(child)) return;
      const running = child;
      const timer = setTimeout(() => running.kill("SIGKILL"), 20_000);
      running.kill("SIGTERM");
      await waitForExit(running);
      clearTimeout(timer);
    },
  };
}
