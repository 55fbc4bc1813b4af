/**
 * One database's crash run: set up, then rounds of load ended by kill -9 of the server (the database is checked as
 * the crash left it, then the server restarts on it and the diners retry what went unanswered); on PostgreSQL one more
 * round kills the postmaster under load and restarts it while the server keeps running. Then the load stops, every
 * answered key is replayed, the server stops and the database is checked once more, processor included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { createCrashClient } from "./crash-client";
import { addFixtures, readRows, type Where, withDatabase } from "./crash-database";
import { type Baseline, baselineOf, checkInvariants, type Violation } from "./crash-invariants";
import { emptyLedger } from "./crash-ledger";
import { type CrashPostgres, createCrashPostgres } from "./crash-postgres";
import { selfCheck } from "./crash-self-check";
import { type CrashServer, createCrashServer, freePort, lastWords } from "./crash-server";
import { chooseRestaurant, type Diner, signUpDiners } from "./crash-setup";
import { replayPlacements, startTraffic, type TrafficContext } from "./crash-traffic";

export interface RunSettings {
  rounds: number;
  diners: number;
  random: () => number;
  keep: boolean;
}

export interface PhaseViolation extends Violation {
  phase: string;
}

export interface OutageReport {
  /** /health answers while PostgreSQL was down. */
  healthStatuses: number[];
  /** From the postmaster's restart to the first answered read. */
  recoveryMs: number | null;
  serverKeptRunning: boolean;
}

export interface DatabaseRun {
  database: "PGlite" | "PostgreSQL";
  dataDir: string;
  restartMs: number[];
  journeys: number;
  replayed: number;
  /** How many deliberately broken copies of the final rows the checks were shown (each must be caught). */
  selfChecked: number;
  violations: PhaseViolation[];
  outage: OutageReport | null;
  client: ReturnType<typeof createCrashClient>;
  ledger: ReturnType<typeof emptyLedger>;
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
const answeredOrders = (ctx: TrafficContext) => ctx.ledger.placements.filter((p) => p.orderIds.length > 0).length;

/** Lets the load run until some more orders were answered (a cold, restarted server is slow at first), then a while more. */
async function underLoad(ctx: TrafficContext, settings: RunSettings): Promise<void> {
  const wanted = answeredOrders(ctx) + Math.max(2, Math.floor(settings.diners / 2));
  const deadline = Date.now() + 120_000;
  while (answeredOrders(ctx) < wanted && Date.now() < deadline) await sleep(100);
  await sleep(500 + settings.random() * 3_500);
}
const log = (message: string) => console.log(`[crash] ${message}`);

/** The database's rows as they stand (a PGlite folder copied when `copy`), and what they break. */
async function check(where: Where, copy: boolean, diners: Diner[], baseline: Baseline, ctx: TrafficContext, final: boolean) {
  const customerIds = diners.map((d) => d.customerId);
  const rows = await withDatabase(where, copy, (handle) => readRows(handle, customerIds));
  return { rows, violations: checkInvariants(rows, baseline, ctx.ledger, final) };
}

/** Stops the freshly seeded server, adds the fixtures and reads the baseline, then starts it again. */
async function prepare(server: CrashServer, where: Where, ctx: TrafficContext, diners: Diner[]): Promise<Baseline> {
  await server.stop();
  const { locationId, tracked } = ctx.restaurant;
  const baseline = await withDatabase(where, false, async (handle) => {
    await addFixtures(
      handle,
      locationId,
      tracked.map((t) => t.itemId),
    );
    return baselineOf(
      await readRows(
        handle,
        diners.map((d) => d.customerId),
      ),
    );
  });
  await server.start();
  return baseline;
}

/** Until a read that needs the database answers 200 (at most a minute); null when it never did. */
async function recoveryTime(server: CrashServer, locationId: number, since: number): Promise<number | null> {
  const url = `${server.url}${API_BASE_PATH}/coupon/v2/available?locationId=${locationId}`;
  while (server.running() && Date.now() - since < 60_000) {
    const read = await fetch(url, { headers: { [APP_VERSION_HEADER]: APP_VERSION }, signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (read?.ok) return Date.now() - since;
    await sleep(250);
  }
  return null;
}

/**
 * kill -9 of the postmaster under load, a few seconds down, restarted: the server must come back by itself. When it
 * died instead, that is recorded and it is started again, so the run can still check what the outage left.
 */
async function postgresOutage(server: CrashServer, ctx: TrafficContext, postgres: CrashPostgres): Promise<OutageReport> {
  const pid = server.pid();
  const healthStatuses: number[] = [];
  ctx.client.databaseDown();
  await postgres.kill();
  log("PostgreSQL killed (-9 on the postmaster)");
  for (let i = 0; i < 6; i++) {
    const health = await fetch(`${server.url}${API_BASE_PATH}/health`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
    healthStatuses.push(health?.status ?? 0);
    await sleep(500);
  }
  postgres.start();
  const recoveryMs = await recoveryTime(server, ctx.restaurant.locationId, Date.now());
  ctx.client.databaseBack();
  const serverKeptRunning = server.running() && server.pid() === pid;
  log(`PostgreSQL restarted; the server ${serverKeptRunning ? `answered again after ${recoveryMs ?? "—"} ms` : "had exited"}`);
  if (!serverKeptRunning) await server.start();
  return { healthStatuses, recoveryMs, serverKeptRunning };
}

const outageViolations = (outage: OutageReport, tail: string): Violation[] => {
  if (!outage.serverKeptRunning)
    return [{ invariant: "the server outlives a database outage", detail: `the server process exited; the end of its log:\n${tail}` }];
  if (outage.recoveryMs === null)
    return [{ invariant: "the server outlives a database outage", detail: "no answer within 60 s of the restart" }];
  return [];
};

export async function runOnDatabase(database: DatabaseRun["database"], settings: RunSettings): Promise<DatabaseRun> {
  const dataDir = mkdtempSync(join(tmpdir(), "forkful-crash-"));
  const postgres = database === "PostgreSQL" ? createCrashPostgres(await freePort()) : null;
  const where: Where = postgres ? { url: postgres.url } : { dataDir };
  const server = await createCrashServer({ dataDir, databaseUrl: postgres?.url });
  const client = createCrashClient(server.url, { giveUpMs: 180_000, timeoutMs: 30_000 });
  const run: DatabaseRun = {
    database,
    dataDir,
    restartMs: [],
    journeys: 0,
    replayed: 0,
    selfChecked: 0,
    violations: [],
    outage: null,
    client,
    ledger: emptyLedger(),
  };
  const found = (phase: string, violations: Violation[]) => run.violations.push(...violations.map((v) => ({ ...v, phase })));
  try {
    log(`${database}: starting the server (DATA_DIR ${dataDir})`);
    await server.start();
    const diners = await signUpDiners(client, settings.diners);
    const ctx: TrafficContext = { client, restaurant: await chooseRestaurant(client), ledger: run.ledger, random: settings.random };
    log(
      `${database}: ${diners.length} diners order at ${ctx.restaurant.name} (${ctx.restaurant.time.orderTimeASAP ? "ASAP" : "scheduled"})`,
    );
    const baseline = await prepare(server, where, ctx, diners);
    const traffic = startTraffic(ctx, diners);
    for (let round = 1; round <= settings.rounds; round++) {
      await underLoad(ctx, settings);
      await server.kill();
      log(
        `${database} round ${round}: server killed (-9); ${answeredOrders(ctx)} of ${ctx.ledger.placements.length} placements answered so far`,
      );
      found(`round ${round}, as the kill left it`, (await check(where, true, diners, baseline, ctx, false)).violations);
      const started = Date.now();
      await server.start();
      run.restartMs.push(Date.now() - started);
    }
    if (postgres) {
      await underLoad(ctx, settings);
      run.outage = await postgresOutage(server, ctx, postgres);
      found("PostgreSQL outage", outageViolations(run.outage, lastWords(server.logFile)));
    }
    await underLoad(ctx, settings);
    await traffic.stop();
    run.journeys = traffic.journeys();
    run.replayed = await replayPlacements(ctx, 4);
    await server.stop();
    const final = await check(where, false, diners, baseline, ctx, true);
    found("final, after retries and replay", final.violations);
    const proof = selfCheck(final.rows, baseline, ctx.ledger);
    run.selfChecked = proof.applied;
    found("self-check", proof.missed);
  } catch (error) {
    found("run", [{ invariant: "the suite ran to the end", detail: error instanceof Error ? error.message : String(error) }]);
  } finally {
    client.close();
    await server.kill();
    postgres?.remove();
    if (!settings.keep) rmSync(dataDir, { recursive: true, force: true });
  }
  return run;
}
