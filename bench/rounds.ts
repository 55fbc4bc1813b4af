/**
 * The server and its baseline measured in short alternating rounds (BENCH_ROUNDS, 5), each round the same length for
 * both, so that what the machine does meanwhile falls on both alike: the row reports the median of the rounds' ratios
 * with their spread, and the CPU each request cost the server, its database and the baseline.
 */
import { cpuSecondsOf } from "./cpu";
import { isFresh, load, type Measurement, type Plan } from "./load";
import type { BenchRequest, Measured } from "./scenarios";

export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

/** What is measured: where it answers, and the processes whose CPU it costs. */
export interface Side {
  url: string;
  pid: number;
  /** The database's processes (a PostgreSQL postmaster, its backends counted with it); none for PGlite (in process). */
  databasePid?: number | null;
}

export interface Timing {
  warmupSeconds: number;
  durationSeconds: number;
}

/** The median of the rounds' ratios (server req/s ÷ baseline req/s), with the lowest and highest. */
export interface RoundRatio {
  median: number;
  low: number;
  high: number;
  rounds: number;
}

/** CPU milliseconds per answered request; database null when it runs inside the server (PGlite). */
export interface CpuPerRequest {
  serverMs: number;
  databaseMs: number | null;
  baselineMs: number;
}

export interface Alternated {
  server: Measured;
  baseline: Measured;
  ratio: RoundRatio;
  cpu: CpuPerRequest;
  /** The server's 2xx answers during its warm-up (each a write, for a fresh request). */
  warmupSuccesses: number;
}

/**
 * Warms the target up (JIT, caches, connection pools) and says its rate. Fresh-body requests warm up in rounds of a
 * fixed count until the warm-up time has passed, so that every request sent is also answered.
 */
export async function warmUp(url: string, request: BenchRequest, connections: number, seconds: number) {
  if (!isFresh(request)) {
    const run = seconds > 0 ? await load(url, request, connections, { seconds }) : null;
    return { rate: run?.requestsPerSecond ?? 0, successes: run?.successes ?? 0 };
  }
  const ends = Date.now() + seconds * 1000;
  let successes = 0;
  let rate = 0;
  do {
    // A small first round gives the rate; the next ones fill what is left of the warm-up time.
    const amount = rate > 0 ? Math.max(connections, Math.round((rate * (ends - Date.now())) / 1000)) : connections * 2;
    const round = await load(url, request, connections, { amount });
    successes += round.successes;
    rate = round.requestsPerSecond;
  } while (Date.now() < ends);
  return { rate, successes };
}

/** A round of about `seconds`: a duration, or for fresh requests a count sized by the last rate. */
const planOf = (request: BenchRequest, connections: number, rate: number, seconds: number): Plan =>
  isFresh(request) ? { amount: Math.max(connections, Math.round(rate * seconds)) } : { seconds };

/** Rounds of one side put together: rates over the whole time, percentiles over every answer. */
export function together(rounds: Measurement[]): Measured {
  const latencies = rounds.flatMap((round) => round.latenciesMs).sort((a, b) => a - b);
  const at = (share: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]! : Number.NaN;
  const sum = (pick: (round: Measurement) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const responses = sum((round) => round.successes + round.non2xx);
  const seconds = sum((round) => round.seconds);
  return {
    requestsPerSecond: seconds > 0 ? responses / seconds : 0,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    errors: sum((round) => round.errors),
    non2xx: sum((round) => round.non2xx),
    bytesPerResponse: responses > 0 ? sum((round) => round.bytes) / responses : 0,
    successes: sum((round) => round.successes),
  };
}

export function ratioOf(server: Measurement[], baseline: Measurement[]): RoundRatio {
  const ratios = server.map((round, i) => round.requestsPerSecond / baseline[i]!.requestsPerSecond).sort((a, b) => a - b);
  const middle = Math.floor(ratios.length / 2);
  const median = ratios.length % 2 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
  return { median, low: ratios[0]!, high: ratios.at(-1)!, rounds: ratios.length };
}

/** Measures one round and the CPU it cost these processes. */
async function round(side: Side, request: BenchRequest, connections: number, plan: Plan) {
  const database = side.databasePid ? [side.databasePid] : [];
  const before = { own: cpuSecondsOf([side.pid]), database: cpuSecondsOf(database, true) };
  const measured = await load(side.url, request, connections, plan);
  const cpu = { own: cpuSecondsOf([side.pid]) - before.own, database: cpuSecondsOf(database, true) - before.database };
  return { measured, cpu };
}

export async function alternate(
  server: Side,
  baseline: Side,
  request: BenchRequest,
  connections: number,
  timing: Timing,
): Promise<Alternated> {
  const warm = await warmUp(server.url, request, connections, timing.warmupSeconds);
  const rates = { server: warm.rate, baseline: (await warmUp(baseline.url, request, connections, Math.min(1, timing.warmupSeconds))).rate };
  const seconds = Math.max(1, timing.durationSeconds / ROUNDS);
  const rounds = { server: [] as Measurement[], baseline: [] as Measurement[] };
  const cpu = { server: 0, database: 0, baseline: 0 };
  for (let i = 0; i < ROUNDS; i += 1) {
    const ofServer = await round(server, request, connections, planOf(request, connections, rates.server, seconds));
    const ofBaseline = await round(baseline, request, connections, planOf(request, connections, rates.baseline, seconds));
    rounds.server.push(ofServer.measured);
    rounds.baseline.push(ofBaseline.measured);
    rates.server = ofServer.measured.requestsPerSecond;
    rates.baseline = ofBaseline.measured.requestsPerSecond;
    cpu.server += ofServer.cpu.own;
    cpu.database += ofServer.cpu.database;
    cpu.baseline += ofBaseline.cpu.own;
  }
  const measured = { server: together(rounds.server), baseline: together(rounds.baseline) };
  const perRequest = (cpuSeconds: number, of: Measured) => (1000 * cpuSeconds) / Math.max(1, of.successes + of.non2xx);
  return {
    ...measured,
    ratio: ratioOf(rounds.server, rounds.baseline),
    cpu: {
      serverMs: perRequest(cpu.server, measured.server),
      databaseMs: server.databasePid ? perRequest(cpu.database, measured.server) : null,
      baselineMs: perRequest(cpu.baseline, measured.baseline),
    },
    warmupSuccesses: warm.successes,
  };
}
