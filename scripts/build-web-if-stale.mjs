#!/usr/bin/env node
// Builds each app (the diners' app in apps/web/dist, the staff console in apps/staff/dist) when it is missing or older
// than its sources.
// Fresh means: dist/index.html exists, and no source file is newer than the moment the last build started
// (recorded in dist/.forkful-build.json by this script; for a build made another way, the mtime of dist/index.html),
// and, when the stamp exists, no source file was added or removed since.
// Usable on its own (`node scripts/build-web-if-stale.mjs [--force]`) and imported by scripts/start.mjs.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** What both bundles are made of besides their own app. */
const SHARED = ["packages/contracts/src", "packages/ui/src", "packages/api-client/src"];
const ownSources = (app) =>
  ["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json"].map((p) => `apps/${app}/${p}`);

/** Each app: its workspace, its build folder, and what its bundle is made of. Tests and e2e specs are not in it. */
export const APPS = [
  { name: "web", workspace: "@forkful/web", sources: [...ownSources("web"), "apps/web/build", ...SHARED] },
  // The console's build uses the web's precompress plugin (apps/web/build).
  { name: "staff", workspace: "@forkful/staff", sources: [...ownSources("staff"), "apps/web/build", ...SHARED] },
].map((app) => ({ ...app, dist: join(root, "apps", app.name, "dist") }));
const IGNORED = /(\.test\.[cm]?[jt]sx?$)|(^|\/)(node_modules|__snapshots__)(\/|$)/;

function newestSource(sources) {
  let newest = 0;
  let count = 0;
  const visit = (path) => {
    if (IGNORED.test(path)) return;
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
      return;
    }
    count += 1;
    newest = Math.max(newest, stats.mtimeMs);
  };
  for (const source of sources) visit(join(root, source));
  return { newest, count };
}

const stampOf = (app) => join(app.dist, ".forkful-build.json");

/** Why an app's build is stale, or null when it is fresh. */
export function staleReason(app) {
  const index = join(app.dist, "index.html");
  const stampFile = stampOf(app);
  if (!existsSync(index)) return `apps/${app.name}/dist is missing`;
  const { newest, count } = newestSource(app.sources);
  let builtFrom = statSync(index).mtimeMs;
  if (existsSync(stampFile)) {
    try {
      const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
      if (stamp.count !== count) return "source files were added or removed since the last build";
      builtFrom = stamp.startedAt;
    } catch {
      return "the build stamp is unreadable";
    }
  }
  return newest > builtFrom ? "sources changed since the last build" : null;
}

function run(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** Builds one app if it is stale (or always, with force). Resolves to true when it built. */
async function ensureBuild(app, force) {
  const reason = force ? "forced" : staleReason(app);
  if (!reason) {
    console.log(`[build] apps/${app.name}/dist is up to date`);
    return false;
  }
  console.log(`[build] building apps/${app.name} (${reason})…`);
  const startedAt = Date.now();
  const { count } = newestSource(app.sources);
  await run("npm", ["run", "build", "-w", app.workspace]);
  writeFileSync(stampOf(app), `${JSON.stringify({ startedAt, count, builtAt: Date.now() })}\n`);
  console.log(`[build] done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds every stale app, the diners' app and the staff console. Resolves to true when any was built. */
export async function ensureWebBuild({ force = false } = {}) {
  let built = false;
  for (const app of APPS) built = (await ensureBuild(app, force)) || built;
  return built;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes("--force") }).catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
