/**
 * Forkful as several instances behind nginx, on one PostgreSQL and one Redis (DATABASE_URL and REDIS_URL: under
 * scripts/with-postgres.mjs and scripts/with-redis.mjs, or servers of your own). Each instance is
 * `apps/server/src/main.ts` in a process of its own (scripts/crash-server.ts), sharing one JWT_SECRET; nginx listens in
 * front (scripts/cluster/nginx-conf.ts). Used by the many-instances tests, `npm run soak` and scripts/run-three.ts.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { API_BASE_PATH } from "@forkful/contracts/api";
import pg from "pg";
import { type CrashServer, createCrashServer, freePort, tail } from "../crash-server";
import { nginxConf } from "./nginx-conf";

export interface Cluster {
  /** nginx's address: what diners and staff reach. */
  url: string;
  /** The database the instances share. */
  databaseUrl: string;
  instances: CrashServer[];
  /** Stops nginx and every instance (SIGTERM). */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A folder of the cluster's own: each instance's data and log, nginx's files. */
  dir: string;
  count?: number;
  /** Settings for every instance beside the suite's. */
  env?: Record<string, string>;
  /** nginx's port (a free one unless given). */
  port?: number;
  /** A database of its own on DATABASE_URL's server, dropped when it stops (tests and the soak); else DATABASE_URL's. */
  freshDatabase?: boolean;
}

function nginxBinary(): string {
  for (const candidate of ["nginx", "/usr/sbin/nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx was not found (Debian/Ubuntu: sudo apt-get install -y nginx; .ci/run installs it)");
}

async function waitForReady(url: string, nginx: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}); its log:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${url}${API_BASE_PATH}/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx did not answer within 30 s; its log:\n${tail(logFile)}`);
}

async function startNginx(dir: string, port: number, instances: CrashServer[]): Promise<{ nginx: ChildProcess; url: string }> {
  const prefix = join(dir, "nginx");
  mkdirSync(prefix, { recursive: true });
  const conf = join(prefix, "nginx.conf");
  const listen = `127.0.0.1:${port}`;
  const upstreams = instances.map((instance) => new URL(instance.url).host);
  writeFileSync(conf, nginxConf({ listen, instances: upstreams, prefix, asRoot: process.getuid?.() === 0 }));
  const logFile = join(prefix, "error.log");
  const output = openSync(join(prefix, "stderr.log"), "a");
  const nginx = spawn(nginxBinary(), ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", output, output] });
  closeSync(output);
  await waitForReady(`http://${listen}`, nginx, logFile);
  return { nginx, url: `http://${listen}` };
}

/** A database of the cluster's own on the server at `serverUrl`, dropped when the cluster stops. */
async function createClusterDatabase(serverUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `forkful_cluster_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startCluster({ dir, count = 3, env = {}, port, freshDatabase = false }: ClusterOptions): Promise<Cluster> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl)
    throw new Error("a cluster needs DATABASE_URL and REDIS_URL (run under scripts/with-postgres.mjs and with-redis.mjs)");
  const database = freshDatabase
    ? await createClusterDatabase(databaseUrl)
    : { name: `forkful_cluster_${randomBytes(5).toString("hex")}`, url: databaseUrl, drop: async () => {} };
  const shared = {
    REDIS_URL: redisUrl,
    // A cluster's own keys: another cluster on the same Redis (another test file) counts apart.
    REDIS_KEY_PREFIX: `${database.name}:`,
    JWT_SECRET: randomBytes(32).toString("hex"),
    // nginx, on this machine, says who the client is.
    TRUST_PROXY: "127.0.0.1",
    ...env,
  };
  const instances: CrashServer[] = [];
  for (let n = 1; n <= count; n += 1) {
    const dataDir = join(dir, `instance-${n}`);
    mkdirSync(dataDir, { recursive: true });
    instances.push(await createCrashServer({ dataDir, databaseUrl: database.url, env: shared }));
  }
  // The first migrates and seeds; the others find it done.
  await instances[0]!.start();
  await Promise.all(instances.slice(1).map((instance) => instance.start()));
  const { nginx, url } = await startNginx(dir, port ?? (await freePort()), instances);
  return {
    url,
    databaseUrl: database.url,
    instances,
    async stop() {
      nginx.kill("SIGQUIT");
      await Promise.all(instances.map((instance) => instance.stop()));
      if (nginx.exitCode === null) await new Promise((done) => nginx.once("exit", done));
      await database.drop();
    },
  };
}
