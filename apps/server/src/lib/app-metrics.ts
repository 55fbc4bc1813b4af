/**
 * What the app counts for operators (Prometheus at /metrics; plugins/metrics.ts), as modules see it: a few named
 * things that happened, never the metrics library. A module without metrics (a unit test's deps) counts nothing.
 */
import type { PaymentState } from "@forkful/contracts/payments";
import type { JobDepth, JobOutcome } from "./job-queue";

export interface AppMetrics {
  /** An order was placed (or a table opened its tab), counted once, by the instance that placed it. */
  orderPlaced(): void;
  /** A payment moved to a state: authorized, collected, declined, refunded… */
  paymentMoved(to: PaymentState): void;
  /** Counts the open streams of a kind ("order", "waitlist"…) when metrics are read. */
  countOpenStreams(kind: string, open: () => number): void;
  /** A job's run ended here: completed, or failed (to be retried). */
  jobFinished(name: string, outcome: JobOutcome, seconds: number): void;
  /** Reads each queue's waiting and running jobs and lag when metrics are read. */
  watchJobs(depth: () => Promise<JobDepth[]>): void;
}
