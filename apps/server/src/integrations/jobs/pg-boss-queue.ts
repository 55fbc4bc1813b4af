/**
 * The job queue on pg-boss (v10: the last for Node 20), in the app's database. Each kind is a pg-boss queue: a
 * recurring kind is "stately" (one waiting, one running), sent by every working instance's timer into a throttle slot
 * of its period, so one job per period exists whichever instance sends it; other kinds are "short" (one job of a key
 * waits at a time). A run that throws is retried by pg-boss with the kind's delay and backoff; one that outlives its
 * expiry (its instance died, or it hangs) is failed, by its worker's timeout or by a live worker's maintenance, then
 * retried.
 */
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../../db/client";
import { DEFAULT_RUN_OPTIONS, type JobDepth, type JobOutcome, type JobQueue, type JobRunOptions } from "../../lib/job-queue";
import { bossDatabaseOf, DEPTH_SQL, JOBS_SCHEMA } from "./boss-database";

export interface BossQueueOptions {
  database: DatabaseHandle;
  /** This instance runs jobs and sends the recurring ones (ROLE all or worker); otherwise it only sends. */
  works: boolean;
  /** How often a working instance fails the runs that expired (their instance died), so they are retried. */
  maintenanceSeconds: number;
  /** How often a worker asks for a job of each kind when it found none. */
  pollSeconds?: number;
  /** How long stopping waits for the runs in progress. */
  stopTimeoutMs?: number;
  log: { warn(detail: object, message: string): void; error(detail: object, message: string): void };
  /** Told of each run's end (metrics). */
  onFinished?: (name: string, outcome: JobOutcome, seconds: number) => void;
}

const START_RETRY_MS = 5_000;

interface Kind {
  run: (data: object) => Promise<unknown>;
  options: JobRunOptions;
  everyMs: number;
}

/** Each kind's pg-boss queue, made once and brought to this release's retries and expiry. */
async function createQueues(boss: PgBoss, kinds: Map<string, Kind>): Promise<void> {
  for (const [name, kind] of kinds) {
    const { retryLimit, retryDelaySeconds, backoff, expireInSeconds } = kind.options;
    const policy = kind.everyMs > 0 ? ("stately" as const) : ("short" as const);
    const queue = { name, policy, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: backoff, expireInSeconds };
    await boss.createQueue(name, queue);
    await boss.updateQueue(name, queue);
  }
}

/** Takes and runs, here, every due job of the kinds, as a worker would; answers how many ran. */
async function runDueJobs(boss: PgBoss, names: readonly string[], runJob: (name: string, job: PgBoss.Job<object>) => Promise<void>) {
  let ran = 0;
  for (const name of names) {
    for (let jobs = await boss.fetch<object>(name); jobs.length > 0; jobs = await boss.fetch<object>(name)) {
      for (const job of jobs) {
        ran += 1;
        try {
          await runJob(name, job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
  }
  return ran;
}

export function createBossQueue(options: BossQueueOptions): JobQueue {
  const { works, log } = options;
  const db = bossDatabaseOf(options.database);
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    supervise: works,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on("error", (error) => log.warn({ err: error }, "the job queue met an error"));
  const kinds = new Map<string, Kind>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  const kindOf = (name: string): Kind => {
    const kind = kinds.get(name);
    if (!kind) throw new Error(`No job of kind ${name} is defined`);
    return kind;
  };

  async function runJob(name: string, job: PgBoss.Job<object>): Promise<void> {
    const since = performance.now();
    const finished = (outcome: JobOutcome) => options.onFinished?.(name, outcome, (performance.now() - since) / 1000);
    try {
      await kindOf(name).run(job.data);
      finished("completed");
    } catch (error) {
      finished("failed");
      log.warn({ err: error, job: name, jobId: job.id }, "a job failed; it is tried again later");
      throw error;
    }
  }

  function sendRecurring(name: string, everyMs: number): void {
    const slotSeconds = Math.max(1, Math.round(everyMs / 1000));
    const nudge = () =>
      void boss
        .sendThrottled(name, {}, {}, slotSeconds)
        .catch((error: unknown) => log.warn({ err: error, job: name }, "a recurring job could not be sent"));
    nudge();
    const timer = setInterval(nudge, slotSeconds * 1000);
    timer.unref();
    timers.push(timer);
  }

  let working = false;
  async function begin(): Promise<void> {
    await boss.start();
    await createQueues(boss, kinds);
    if (!works || working) return;
    working = true;
    for (const [name, kind] of kinds) {
      await boss.work<object>(name, { pollingIntervalSeconds: options.pollSeconds ?? 1, batchSize: 1 }, async ([job]) => {
        if (job) await runJob(name, job);
      });
      if (kind.everyMs > 0) sendRecurring(name, kind.everyMs);
    }
  }

  return {
    define(name, run, runOptions = {}) {
      if (started) throw new Error(`Job ${name} is defined after the queue started`);
      kinds.set(name, { run: run as Kind["run"], options: { ...DEFAULT_RUN_OPTIONS, ...runOptions }, everyMs: 0 });
    },
    every(name, everyMs) {
      kindOf(name).everyMs = everyMs;
    },
    async send(name, data, sendOptions) {
      kindOf(name);
      await boss.send(name, data, { singletonKey: sendOptions.key, startAfter: sendOptions.delaySeconds ?? 0 });
    },
    runDue: (names = [...kinds.keys()]) => runDueJobs(boss, names, runJob),
    async depth(): Promise<JobDepth[]> {
      const { rows } = await db.executeSql(DEPTH_SQL);
      return rows.map((row) => ({
        name: String(row.name),
        waiting: Number(row.waiting),
        running: Number(row.running),
        lagSeconds: Number(row.lag),
      }));
    },
    async start() {
      if (started) return;
      started = true;
      // A database that does not answer yet must not stop the app answering (its health says 503): tried again.
      const attempt = async () => {
        try {
          await begin();
        } catch (error) {
          log.warn({ err: error }, `the job queue could not start; trying again in ${START_RETRY_MS / 1000} s`);
          if (!started) return;
          const retry = setTimeout(() => void attempt(), START_RETRY_MS);
          retry.unref();
          timers.push(retry);
        }
      };
      await attempt();
    },
    async stop() {
      if (!started) return;
      started = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
