/**
 * `npm run three`: Forkful as three instances behind nginx on this machine, on PostgreSQL and Redis (a private
 * throwaway pair started by scripts/with-postgres.mjs and with-redis.mjs, or yours when DATABASE_URL and REDIS_URL
 * are set), with the demo data. nginx listens on PORT (8080). SIGHUP restarts the instances one by one (a rolling
 * restart); Ctrl-C stops everything. docs/many-instances.md explains the setup and how to run it for real.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../crash-server";
import { startCluster } from "./cluster";

const dir = join(repoRoot, ".data", "cluster", String(Date.now()));
mkdirSync(dir, { recursive: true });
// The apps the instances serve, built when missing or stale.
spawnSync(process.execPath, [join(repoRoot, "scripts/build-web-if-stale.mjs")], { cwd: repoRoot, stdio: "inherit" });
const cluster = await startCluster({
  dir,
  count: Number(process.env.INSTANCES ?? 3),
  port: Number(process.env.PORT ?? 8080),
  // As in production, not as the crash suite's raised limits.
  env: { RATE_LIMIT_PER_MINUTE: "1200", AUTH_ATTEMPTS_PER_MINUTE: "20", OTP_CODES_PER_ADDRESS_PER_HOUR: "20", LOG_LEVEL: "info" },
});
console.log(`Forkful on ${cluster.instances.length} instances behind nginx: ${cluster.url}`);
for (const instance of cluster.instances) console.log(`  instance ${instance.url} (log: ${instance.logFile})`);
console.log("SIGHUP (kill -HUP %d) restarts them one by one; Ctrl-C stops everything.", process.pid);

let busy = false;
process.on("SIGHUP", async () => {
  if (busy) return;
  busy = true;
  for (const instance of cluster.instances) {
    console.log(`restarting ${instance.url}…`);
    await instance.stop();
    await instance.start();
  }
  console.log("rolling restart done");
  busy = false;
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
