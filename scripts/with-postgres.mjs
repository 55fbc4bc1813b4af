#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: `node scripts/with-postgres.mjs vitest run --project server`.
// With DATABASE_URL already set, the command just runs against that database.
// Otherwise a private cluster is created in a fresh temp folder on a free port, the command runs with
// DATABASE_URL=postgres://postgres@127.0.0.1:PORT/forkful_test, and the cluster is always stopped and removed.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { commandEnv, commandOf, freePort, loggerOf, missingService, runCommand, which } from "./service-harness.mjs";

const command = commandOf("with-postgres");
const DATABASE = "forkful_test";
const log = loggerOf("with-postgres");
const env = commandEnv();

if (process.env.DATABASE_URL) {
  log("DATABASE_URL is set: using that database");
  process.exit(await runCommand(command, env, log));
}

const bin = findPostgresBin();
if (!bin) {
  const help =
    "PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/*/bin.\n" +
    "  Install them (Debian/Ubuntu: sudo apt-get install -y postgresql) or set DATABASE_URL to a database the tests may use.";
  missingService(log, help, "FORKFUL_ALLOW_NO_POSTGRES", "this run is skipped and counts as passed");
  process.exit(0);
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
  // Tests trade durability for speed; POSTGRES_DURABLE=1 keeps PostgreSQL's own settings (fsync, synchronous_commit and
  // full_page_writes on), as a restaurant runs it: the bench measures writes that way.
  const durability = process.env.POSTGRES_DURABLE === "1" ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const options = `-p ${port} -k ${tempDir} -c listen_addresses=127.0.0.1${durability}`;
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

process.exit(await runCommand(command, env, log));

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
