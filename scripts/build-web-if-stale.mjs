#!/usr/bin/env node
// Builds the web app (apps/web/dist) when it is missing or older than its sources.
// Fresh means: dist/index.html exists, and no source file is newer than the moment the last build started
// (recorded in dist/.forkful-build.json by this script; for a build made another way, the mtime of dist/index.html),
// and, when the stamp exists, no source file was added or removed since.
// Usable on its own (`node scripts/build-web-if-stale.mjs [--force]`) and imported by scripts/start.mjs.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const webDist = join(root, "apps", "web", "dist");
const stampFile = join(webDist, ".forkful-build.json");

/** What the built bundle is made of. Tests and e2e specs do not end up in the bundle. */
const SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/build",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/contracts/src",
];
const IGNORED = /(\.test\.[cm]?[jt]sx?$)|(^|\/)(node_modules|__snapshots__)(\/|$)/;

function newestSource() {
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
  for (const source of SOURCES) visit(join(root, source));
  return { newest, count };
}

/** Why the build is stale, or null when it is fresh. */
export function staleReason() {
  const index = join(webDist, "index.html");
  if (!existsSync(index)) return "apps/web/dist is missing";
  const { newest, count } = newestSource();
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

/** Builds the web app if it is stale (or always, with force). Resolves to true when it built. */
export async function ensureWebBuild({ force = false } = {}) {
  const reason = force ? "forced" : staleReason();
  if (!reason) {
    console.log("[build] apps/web/dist is up to date");
    return false;
  }
  console.log(`[build] building the web app (${reason})…`);
  const startedAt = Date.now();
  const { count } = newestSource();
  await run("npm", ["run", "build", "-w", "@forkful/web"]);
  writeFileSync(stampFile, `${JSON.stringify({ startedAt, count, builtAt: Date.now() })}\n`);
  console.log(`[build] done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes("--force") }).catch((error) => {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  });
}
