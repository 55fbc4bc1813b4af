/**
 * Background work (decision 049): a kind of job is defined by the module that owns it, sent as a nudge (the state it
 * works on lives in that module's rows), and run by one instance: retried with backoff when it fails, run again when
 * its instance died mid-run. A recurring job runs once per period across every instance. The queue is pg-boss on
 * the app's own database (PostgreSQL, or PGlite when embedded), so the same code runs everywhere.
 */

export interface JobRunOptions {
  /** Times a failed run is tried again. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff, doubled at each. */
  retryDelaySeconds: number;
  backoff: boolean;
  /** A run still going after this long is taken for lost (its instance died) and tried again. */
  expireInSeconds: number;
}

export interface SendOptions {
  /** What the job is about (an order, a payment): one job of a key waits at a time, so a nudge sent twice runs once. */
  key: string;
  /** Runs no sooner than this many seconds from now. */
  delaySeconds?: number;
}

/** One queue's work as an operator sees it. */
export interface JobDepth {
  name: string;
  /** Due and not taken by a worker. */
  waiting: number;
  running: number;
  /** Seconds the oldest due job has waited: how far behind the workers are. */
  lagSeconds: number;
}

export type JobOutcome = "completed" | "failed";

export interface JobQueue {
  /** Defines a kind of job and what runs it: before the app starts. A run that throws is tried again. */
  define<T extends object>(name: string, run: (data: T) => Promise<unknown>, options?: Partial<JobRunOptions>): void;
  /** Runs a defined job every `everyMs` (0: never), once per period across all instances. */
  every(name: string, everyMs: number): void;
  send<T extends object>(name: string, data: T, options: SendOptions): Promise<void>;
  /** Runs every due job of the given kinds (all when none) here and now; answers how many ran (tests, by hand). */
  runDue(names?: readonly string[]): Promise<number>;
  depth(): Promise<JobDepth[]>;
  /** Starts sending recurring jobs and working, when this instance runs jobs. */
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to its deadline) for the runs in progress. */
  stop(): Promise<void>;
}

/** A job kind's defaults: a few retries a few seconds apart, growing; a run over five minutes is taken for lost. */
export const DEFAULT_RUN_OPTIONS: JobRunOptions = { retryLimit: 5, retryDelaySeconds: 5, backoff: true, expireInSeconds: 300 };

/**
 * A sweep of work kept in the database, run every `everyMs` (0: never; tests run it by hand) once across instances.
 * One that fails is not retried: the next period's sweep finds the same rows.
 */
export function sweepEvery(jobs: JobQueue, name: string, everyMs: number, sweep: () => Promise<unknown>): void {
  jobs.define(name, sweep, { retryLimit: 0, expireInSeconds: 120 });
  jobs.every(name, everyMs);
}
