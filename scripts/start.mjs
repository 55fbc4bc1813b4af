#!/usr/bin/env node
// `npm start`: builds the web app if it is missing or stale, then runs the production server
// (API under /data-services and the SPA on one port). Signals go to the server; its exit code is ours.
// FORKFUL_SKIP_BUILD=1 skips the build check (the dist is known to be fresh, or WEB_DIST_DIR points elsewhere).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureWebBuild, root } from "./build-web-if-stale.mjs";

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

if (process.env.FORKFUL_SKIP_BUILD !== "1") {
  try {
    await ensureWebBuild();
  } catch (error) {
    console.error(`[start] could not build the web app: ${error.message}`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps", "server", "src", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});

let received = null;
for (const signal of Object.keys(SIGNAL_NUMBERS)) {
  process.on(signal, () => {
    // Forward once; a second Ctrl-C is forwarded too, so a stuck shutdown can still be interrupted.
    received = signal;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on("error", (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

server.on("exit", (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: report it like a shell would (130 for SIGINT, 143 for SIGTERM).
  const name = signal ?? received ?? "SIGTERM";
  process.exit(128 + (SIGNAL_NUMBERS[name] ?? 9));
});
