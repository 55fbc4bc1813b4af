/**
 * `npm run crash`: the crash suite, on demand (not part of `npm test`). On PGlite, then on a private PostgreSQL cluster,
 * it runs the production server as a child process, drives it with concurrent signed-in diners (orders of stock-tracked
 * dishes paid partly from the wallet, coupons, card payments through the sandbox processor), kills it with SIGKILL at
 * random moments and restarts it on the same data, while the diners retry what went unanswered with the same
 * idempotency keys. On PostgreSQL the postmaster is killed -9 under load as well. After each kill and at the end the
 * database is checked directly (scripts/crash-invariants.ts). Exits 1 on any broken invariant.
 *
 * Settings: CRASH_ROUNDS (server kills per database, 3), CRASH_DINERS (concurrent diners, 8), CRASH_SEED (the random
 * choices; printed), CRASH_DATABASES ("pglite,postgres"), CRASH_KEEP=1 (keep the data folders to look into).
 */

import { findPostgresBin } from "./crash-postgres";
import { callViolations, summaryOf } from "./crash-report";
import { type DatabaseRun, runOnDatabase } from "./crash-rounds";
import { seededRandom } from "./crash-traffic";

const DATABASES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

function setting(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

async function main(): Promise<number> {
  const rounds = setting("CRASH_ROUNDS", 3, 50);
  const diners = setting("CRASH_DINERS", 8, 100);
  const seed = setting("CRASH_SEED", Math.floor(Math.random() * 1_000_000_000) + 1, 2 ** 31);
  const names = (process.env.CRASH_DATABASES ?? "pglite,postgres").split(",").map((n) => n.trim().toLowerCase());
  const unknown = names.filter((n) => !(n in DATABASES));
  if (unknown.length > 0) throw new Error(`CRASH_DATABASES: unknown ${unknown.join(", ")} (pglite, postgres)`);
  if (names.includes("postgres")) findPostgresBin();
  console.log(`[crash] seed ${seed} (CRASH_SEED=${seed} repeats the choices), ${rounds} rounds, ${diners} diners`);
  const random = seededRandom(seed);
  const runs: DatabaseRun[] = [];
  for (const name of names as (keyof typeof DATABASES)[]) {
    runs.push(await runOnDatabase(DATABASES[name], { rounds, diners, random, keep: process.env.CRASH_KEEP === "1" }));
  }
  let broken = 0;
  console.log("\n══ Crash suite ══");
  for (const run of runs) {
    const violations = [...run.violations, ...callViolations(run)];
    broken += violations.length;
    console.log(summaryOf(run, violations).join("\n"));
    if (process.env.CRASH_KEEP === "1") console.log(`  data kept in ${run.dataDir}`);
  }
  console.log(broken === 0 ? "\nPASS: every invariant held" : `\nFAIL: ${broken} broken invariant(s) (seed ${seed})`);
  return broken === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`the crash suite could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
