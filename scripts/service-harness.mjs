// What the private-service wrappers (with-postgres.mjs, with-redis.mjs) share: running the wrapped command with the
// signals passed on, finding binaries, free ports, and the rule for a service missing on this machine.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createServer } from "node:net";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The wrapper's own log line, on stderr, named after it. */
export const loggerOf = (name) => (message) => console.error(`[${name}] ${message}`);

/** The wrapped command (this script's arguments); exits with usage when there is none. */
export function commandOf(name) {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    loggerOf(name)(`usage: node scripts/${name}.mjs <command…>`);
    process.exit(2);
  }
  return command;
}

let running = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  // While the command runs, it gets the signal and its exit ends this script; before that, stop right away.
  process.on(signal, () => (running ? running.kill(signal) : process.exit(130)));
}

/** The environment the command runs in: this one, with the project's binaries on PATH. */
export const commandEnv = () => ({ ...process.env, PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter) });

/** Runs the command with inherited stdio; resolves to its exit code. */
export function runCommand(command, env, log) {
  return new Promise((resolvePromise) => {
    const [file, ...args] = command;
    const child = spawn(file, args, { stdio: "inherit", env, shell: args.length === 0 });
    running = child;
    child.on("error", (error) => {
      log(`could not run ${file}: ${error.message}`);
      resolvePromise(127);
    });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1)));
  });
}

export function which(name) {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/**
 * A service this machine lacks: fatal on CI and by default; returns (the caller skips what needs it) when the named
 * variable says so, for a laptop without it.
 */
export function missingService(log, help, skipVariable, skipped) {
  if (process.env.CI === "true") {
    log(`ERROR: ${help}\n  CI=true, so the tests that need it cannot be skipped.`);
    process.exit(1);
  }
  if (process.env[skipVariable] === "1") {
    log(`SKIPPED — ${help}\n  ${skipVariable}=1, so ${skipped}.`);
    return;
  }
  log(`ERROR: ${help}\n  To skip it locally on purpose, set ${skipVariable}=1.`);
  process.exit(1);
}

export function freePort() {
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
