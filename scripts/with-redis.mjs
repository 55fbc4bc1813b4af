#!/usr/bin/env node
// Runs a command beside a throwaway Redis: `node scripts/with-redis.mjs vitest run --project server`.
// With REDIS_URL already set, the command just runs against that Redis.
// Otherwise redis-server is started on a free port, in memory only (no snapshots, no append-only file), the command
// runs with REDIS_URL=redis://127.0.0.1:PORT, and the server is always stopped.
// Composes with with-postgres.mjs: `node scripts/with-postgres.mjs node scripts/with-redis.mjs <command…>`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commandEnv, commandOf, freePort, loggerOf, missingService, runCommand, which } from "./service-harness.mjs";

const command = commandOf("with-redis");
const log = loggerOf("with-redis");
const env = commandEnv();
const READY_WITHIN_MS = 15_000;

if (process.env.REDIS_URL) {
  log("REDIS_URL is set: using that Redis");
  process.exit(await runCommand(command, env, log));
}

const binary = which("redis-server");
if (!binary) {
  const help =
    "redis-server was not found on PATH.\n  Install it (Debian/Ubuntu: sudo apt-get install -y redis-server) or set REDIS_URL to a Redis the tests may use.";
  missingService(log, help, "FORKFUL_ALLOW_NO_REDIS", "the command runs without REDIS_URL and the tests that need Redis are skipped");
  process.exit(await runCommand(command, env, log));
}

const tempDir = mkdtempSync(join(tmpdir(), "forkful-redis-"));
const port = await freePort();
const server = spawn(
  binary,
  ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", tempDir, "--loglevel", "warning"],
  { stdio: ["ignore", "pipe", "pipe"] },
);
let output = "";
server.stdout.on("data", (chunk) => {
  output += chunk;
});
server.stderr.on("data", (chunk) => {
  output += chunk;
});
process.on("exit", () => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(tempDir, { recursive: true, force: true });
});

try {
  await waitForPing(port);
} catch (error) {
  log(`ERROR: ${error.message}\nserver output:\n${output}`);
  process.exit(1);
}
env.REDIS_URL = `redis://127.0.0.1:${port}`;
log(`redis-server ${binary}; REDIS_URL=${env.REDIS_URL}`);
const code = await runCommand(command, env, log);
server.kill("SIGTERM");
process.exit(code);

/** Resolves once the server answers PING on its port, speaking RESP by hand (no client library needed here). */
async function waitForPing(onPort) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode}) before it answered`);
    const answered = await new Promise((resolvePromise) => {
      const socket = createConnection({ host: "127.0.0.1", port: onPort });
      socket.setTimeout(500);
      socket.on("connect", () => socket.write("PING\r\n"));
      socket.on("data", (data) => {
        socket.destroy();
        resolvePromise(String(data).startsWith("+PONG"));
      });
      socket.on("error", () => resolvePromise(false));
      socket.on("timeout", () => {
        socket.destroy();
        resolvePromise(false);
      });
    });
    if (answered) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
  }
  throw new Error(`redis-server did not answer PING on port ${onPort} within ${READY_WITHIN_MS} ms`);
}
