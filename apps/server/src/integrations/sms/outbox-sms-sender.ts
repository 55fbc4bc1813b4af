import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema/outbox";
import type { SmsSender } from "./sms-sender";

export interface SmsOutbox extends SmsSender {
  /** Newest first. */
  messagesTo(to: string): Promise<{ to: string; body: string; createdAt: string }[]>;
}

/** The number as the log shows it: its last 4 digits. */
export const maskedNumber = (to: string) => `${"•".repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;

/**
 * Keeps every message in the sms_outbox table, for development, tests and demos. The log says a message was kept;
 * its text (a sign-in code) only with `logBodies` (SMS_LOG_MESSAGES), so codes stay out of production logs.
 */
export function createOutboxSmsSender(db: Database, log: (message: string) => void, { logBodies = false } = {}): SmsOutbox {
  return {
    provider: "outbox",
    async send({ to, body }) {
      await db.insert(smsOutbox).values({ toNumber: to, body, provider: "outbox" });
      log(logBodies ? `SMS to ${to}: ${body}` : `SMS to ${maskedNumber(to)} kept in the outbox`);
    },
    async messagesTo(to) {
      const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to)).orderBy(desc(smsOutbox.id)).limit(20);
      return rows.map((r) => ({ to: r.toNumber, body: r.body, createdAt: r.createdAt.toISOString() }));
    },
  };
}
