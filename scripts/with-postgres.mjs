#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs vitest run --project server`.
// With DATABASE_URL already set, the command just runs against that database.
// Otherwise a private cluster is created in a fresh temp folder on a free port, the command runs with
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/forkful_test, and the cluster is always stopped and removed.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const command = process.argv.slice(2);
const DATABASE = "forkful_test";
const log = (message) => console.error(`[with-postgres] ${message}`);

if (command.length === 0) {
  log("usage: node scripts/with-postgres.mjs <command…>");
  process.exit(2);
}

let running = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  // While the command runs, it gets the signal and its exit ends this script; before that, stop right away.
  process.on(signal, () => (running ? running.kill(signal) : process.exit(130)));
}
const env = { ...process.env, PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter) };

if (process.env.DATABASE_URL) {
  log("DATABASE_URL is set: using that database");
  process.exit(await runCommand(env));
}

const bin = findPostgresBin();
if (!bin) {
  const help =
    "PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/*/bin.\n" +
    "  Install them (Debian/Ubuntu: sudo apt-get install -y postgresql) or set DATABASE_URL to a database the tests may use.";
  if (process.env.CI === "true") {
    log(`ERROR: ${help}\n  CI=true, so the PostgreSQL suite cannot be skipped.`);
    process.exit(1);
  }
  if (process.env.FORKFUL_ALLOW_NO_POSTGRES === "1") {
    log(`SKIPPED — ${help}\n  FORKFUL_ALLOW_NO_POSTGRES=1, so this run is skipped and counts as passed.`);
    process.exit(0);
  }
  log(`ERROR: ${help}\n  To skip this suite locally on purpose, set FORKFUL_ALLOW_NO_POSTGRES=1.`);
  process.exit(1);
}

const asRoot = process.getuid?.() === 0;
const tempDir = mkdtempSync(join(tmpdir(), "forkful-pg-"));
const dataDir = join(tempDir, "data");
const logFile = join(tempDir, "postgres.log");
let started = false;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) {
    const stop = runAsPostgres(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "fast", "-w"]);
    if (stop.status !== 0) log(`pg_ctl stop failed (${stop.status}): ${stop.stderr}`);
  }
  rmSync(tempDir, { recursive: true, force: true });
}
process.on("exit", cleanup);

try {
  if (asRoot) {
    // PostgreSQL refuses to run as root: the cluster belongs to the `postgres` OS user.
    const { uid, gid } = postgresUser();
    chownSync(tempDir, uid, gid);
  }
  const port = await freePort();
  log(`PostgreSQL binaries: ${bin}; cluster in ${tempDir}; port ${port}`);
  mustSucceed(
    "initdb",
    runAsPostgres(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]),
  );
  const options = `-p ${port} -k ${tempDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = runAsPostgres(join(bin, "pg_ctl"), ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options]);
  started = true;
  mustSucceed("pg_ctl start", start);
  mustSucceed(
    "createdb",
    spawnSync(clientBinary("createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", DATABASE], { encoding: "utf8" }),
  );
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  log(`DATABASE_URL=${env.DATABASE_URL}`);
} catch (error) {
  log(`ERROR: ${error.message}`);
  if (existsSync(logFile)) log(`server log:\n${readFileSync(logFile, "utf8")}`);
  process.exit(1);
}

process.exit(await runCommand(env));

/** Runs the command with inherited stdio; resolves to its exit code. */
function runCommand(commandEnv) {
  return new Promise((resolvePromise) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { stdio: "inherit", env: commandEnv, shell: args.length === 0 });
    running = child;
    child.on("error", (error) => {
      log(`could not run ${file}: ${error.message}`);
      resolvePromise(127);
    });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1)));
  });
}

function findPostgresBin() {
  const onPath = which("initdb");
  if (onPath && which("pg_ctl")) return dirname(realpathSync(onPath));
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, "bin", "initdb")) && existsSync(join(base, name, "bin", "pg_ctl")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length > 0 ? join(base, versions[0], "bin") : null;
}

function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

function clientBinary(name) {
  const beside = join(bin, name);
  return existsSync(beside) ? beside : (which(name) ?? name);
}

function postgresUser() {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error("running as root, but there is no `postgres` OS user to own the cluster (apt-get install postgresql creates it)");
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a server binary; as root, as the `postgres` user (runuser, else su). */
function runAsPostgres(file, args) {
  const options = { encoding: "utf8", cwd: tempDir };
  if (!asRoot) return spawnSync(file, args, options);
  if (which("runuser")) return spawnSync("runuser", ["-u", "postgres", "--", file, ...args], options);
  const quoted = [file, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
  return spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], options);
}

function mustSucceed(step, result) {
  if (result.error) throw new Error(`${step} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${step} failed (exit ${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`);
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}
