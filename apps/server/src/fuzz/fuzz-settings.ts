/**
 * How long the fuzz suite runs and how a failure is replayed. Under `npm test` each property runs FUZZ_RUNS times
 * (default 12) from a fixed seed, so the suite is quick and the same on every run; `npm run fuzz` runs it longer from
 * a fresh seed. A failure names the seed, the operation and the path: FUZZ_SEED, FUZZ_ONLY and FUZZ_PATH replay it.
 */
import fc from "fast-check";

const DEFAULT_RUNS = 12;
const DEFAULT_SEED = 20261123;

function readRuns(): number {
  const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number of runs, got ${process.env.FUZZ_RUNS}`);
  return runs;
}

function readSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === "") return DEFAULT_SEED;
  if (given === "random") {
    const seed = Math.floor(Math.random() * 2 ** 31);
    console.info(`fuzz: FUZZ_SEED=${seed}`);
    return seed;
  }
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", got ${given}`);
  return seed;
}

export const FUZZ_RUNS = readRuns();
export const FUZZ_SEED = readSeed();
/** Only the properties whose name contains this text (e.g. `FUZZ_ONLY="POST /data-services/cards"`). */
const FUZZ_ONLY = process.env.FUZZ_ONLY ?? "";
const FUZZ_PATH = process.env.FUZZ_PATH || undefined;

/** Time enough for every run, and for shrinking a failure to a small case. */
export const fuzzTimeout = (runsPerRequest = 1) => 60_000 + FUZZ_RUNS * runsPerRequest * 1_000;

/** A test is selected when its name contains FUZZ_ONLY, or FUZZ_ONLY names one of its properties. */
export const isSelected = (name: string): boolean => name.includes(FUZZ_ONLY) || FUZZ_ONLY.startsWith(name);

/** Each property its own seed, derived from the suite's: adding a property does not change what the others send. */
export function seedOf(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** Shrinking stops after this many tries past the first failure: a request can be slow (password hashing). */
const SHRINK_TRIES = 150;

/**
 * Checks `run` on FUZZ_RUNS values (or `runs`): it throws to say a value failed. Throws a short report when one
 * did: the shrunk case as `run` described it, and how to replay it.
 */
export async function checkProperty<T>(name: string, values: fc.Arbitrary<T>, run: (value: T) => Promise<void>, runs = FUZZ_RUNS) {
  const seed = seedOf(name);
  let triesAfterFailure = -1;
  const property = fc.asyncProperty(values, async (value) => {
    if (triesAfterFailure >= 0 && ++triesAfterFailure > SHRINK_TRIES) return; // counted as passing: shrinking ends
    try {
      await run(value);
    } catch (error) {
      triesAfterFailure = Math.max(triesAfterFailure, 0);
      throw error;
    }
  });
  const details = await fc.check(property, { seed, numRuns: runs, path: FUZZ_PATH });
  if (!details.failed) return;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const replay = `FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS} FUZZ_ONLY='${name}' FUZZ_PATH='${details.counterexamplePath}'`;
  throw new Error(
    `${name}: failed after ${details.numRuns} run(s), shrunk ${details.numShrinks} time(s) (seed ${seed}).\n` +
      `Replay: ${replay} npx vitest run apps/server/src/fuzz\n${error}`,
  );
}
