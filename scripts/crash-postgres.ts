/**
 * The crash suite's own PostgreSQL cluster (as scripts/with-postgres.mjs makes one: initdb and pg_ctl on a free port,
 * as the `postgres` OS user when run as root), which the suite can also kill -9 and start again on the same data.
 * Unlike the test harness it keeps synchronous_commit on: an answered commit must survive the postmaster's death.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const DATABASE = "forkful_crash";

export interface CrashPostgres {
  url: string;
  /** kill -9 of the postmaster; resolves once its backends have gone too (they notice their parent's death). */
  kill(): Promise<void>;
  /** pg_ctl start on the same data directory (crash recovery runs). */
  start(): void;
  /** Stops the cluster and removes its folder. */
  remove(): void;
}

/** The folder of initdb and pg_ctl (on PATH, or the newest /usr/lib/postgresql/<v>/bin); throws when there is none. */
export function findPostgresBin(): string {
  const onPath = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (onPath("initdb") && onPath("pg_ctl")) return dirname(realpathSync(onPath("pg_ctl")));
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(join(base, v, "bin", "pg_ctl"))) : [];
  const newest = versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  if (!newest) throw new Error("PostgreSQL server binaries (initdb, pg_ctl) were not found (Debian: apt-get install postgresql)");
  return join(base, newest, "bin");
}

const asRoot = process.getuid?.() === 0;

function run(file: string, args: string[], cwd: string, mustSucceed = true) {
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", file, ...args], { encoding: "utf8", cwd })
    : spawnSync(file, args, { encoding: "utf8", cwd });
  if (mustSucceed && result.status !== 0) throw new Error(`${file} ${args[0]} failed (${result.status}): ${result.stdout}${result.stderr}`);
  return result;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntilGone(pids: number[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
  return pids.filter(alive);
}

export function createCrashPostgres(port: number): CrashPostgres {
  const bin = findPostgresBin();
  const folder = mkdtempSync(join(tmpdir(), "forkful-crash-pg-"));
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(folder, id("-u"), id("-g"));
  }
  const dataDir = join(folder, "data");
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () => {
    run(join(bin, "pg_ctl"), ["start", "-D", dataDir, "-l", join(folder, "postgres.log"), "-w", "-t", "120", "-o", options], folder);
  };
  run(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C"], folder);
  start();
  const createdb = spawnSync(join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", DATABASE], {
    encoding: "utf8",
  });
  if (createdb.status !== 0) throw new Error(`createdb failed: ${createdb.stderr}`);
  const postmaster = () => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
    start,
    async kill() {
      const pid = postmaster();
      const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
        .stdout.split("\n")
        .filter(Boolean)
        .map(Number);
      process.kill(pid, "SIGKILL");
      // A backend in a long wait may miss its parent's death for a while; one still there after 15 s is killed too.
      for (const stuck of await waitUntilGone([pid, ...children], 15_000)) process.kill(stuck, "SIGKILL");
      await waitUntilGone([pid, ...children], 5_000);
    },
    remove() {
      if (existsSync(join(dataDir, "postmaster.pid")))
        run(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"], folder, false);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
