/**
 * A job that does nothing but say in the SMS outbox when it starts and ends, and wait between: the many-instances
 * tests send it, kill -9 the instance running it, and watch another finish it once. Defined only where the
 * development outbox is on (SMS_OUTBOX_ROUTE), never in production.
 */
import type { SmsOutbox } from "../../integrations/sms/outbox-sms-sender";
import type { JobQueue } from "../../lib/job-queue";

export const PROBE_JOB = "dev-probe";
/** The outbox number the probe writes to. */
export const PROBE_NUMBER = "+15550000199";
/** A run past this is taken for lost (its instance died) and run again elsewhere. */
const PROBE_EXPIRY_SECONDS = 5;
const LONGEST_HOLD_MS = (PROBE_EXPIRY_SECONDS - 1) * 1000;

export interface ProbeJob {
  runId: string;
  holdMs: number;
}

export const probeLine = (runId: string, stage: "started" | "finished") => `probe ${runId} ${stage} on ${process.pid}`;

export function defineProbeJob(jobs: JobQueue, outbox: SmsOutbox): void {
  jobs.define<ProbeJob>(
    PROBE_JOB,
    async ({ runId, holdMs }) => {
      await outbox.send({ to: PROBE_NUMBER, body: probeLine(runId, "started") });
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(holdMs, 0), LONGEST_HOLD_MS)));
      await outbox.send({ to: PROBE_NUMBER, body: probeLine(runId, "finished") });
    },
    { retryLimit: 3, retryDelaySeconds: 0, backoff: false, expireInSeconds: PROBE_EXPIRY_SECONDS },
  );
}
