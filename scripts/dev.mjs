#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` (port 8080) and the Vite dev servers of the diners' app (port 5173, proxying
// /data-services and /media to the API) and of the staff console (port 5174, at /staff/) side by side, each line prefixed. Ctrl-C stops both; when
// one of them exits, the other is stopped too and its exit code is ours.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "..", "..");
const bin = (name) => join(root, "node_modules", ".bin", name);
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

// The Vite dev server forwards /data-services and /media to the API (apps/web/vite.config.ts reads FORKFUL_API_URL).
const apiUrl = process.env.FORKFUL_API_URL ?? `http://localhost:${process.env.PORT || 8080}`;

const processes = [
  {
    name: "api",
    colour: 36,
    command: bin("tsx"),
    args: ["watch", "--clear-screen=false", "apps/server/src/main.ts"],
    cwd: root,
    // On a developer's machine, sign-in codes show in this terminal too (production logs never hold them unless asked).
    env: { SMS_LOG_MESSAGES: process.env.SMS_LOG_MESSAGES || "true" },
  },
  { name: "web", colour: 35, command: bin("vite"), args: [], cwd: join(root, "apps", "web"), env: { FORKFUL_API_URL: apiUrl } },
  // The staff console's dev server: http://localhost:5174/staff/
  { name: "staff", colour: 33, command: bin("vite"), args: [], cwd: join(root, "apps", "staff"), env: { FORKFUL_API_URL: apiUrl } },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

function prefixLines(stream, prefix, output) {
  createInterface({ input: stream }).on("line", (line) => output.write(`${prefix} ${line}\n`));
}

for (const spec of processes) {
  const prefix = paint(spec.colour, `[${spec.name}]`);
  // Each child leads its own process group, so stopping it also stops whatever it started (esbuild, watchers).
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // The children write to pipes, not a terminal: tell them whether colours are wanted (FORCE_COLOR=0 would still force them).
    env: { ...process.env, NODE_ENV: "development", ...(colour ? { FORCE_COLOR: "1" } : { NO_COLOR: "1" }), ...spec.env },
  });
  running.add(child);
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  child.on("error", (error) => {
    console.error(`${prefix} could not start ${spec.command}: ${error.message}`);
    exitCode ||= 1;
    running.delete(child);
    stopAll();
  });
  child.on("exit", (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the others`);
      exitCode = code ?? 1;
      stopAll();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

function stopAll(signal = "SIGTERM") {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  }
  // Whatever has not stopped after 5 s is killed.
  setTimeout(() => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
    process.exit(exitCode);
  }, 5000).unref();
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return stopAll("SIGKILL");
    console.log("\nstopping api and web…");
    stopAll();
  });
}
process.on("exit", () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  }
});
