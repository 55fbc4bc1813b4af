import { desc, eq } from "drizzle-orm";
import { smsOutbox } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { SmsSender } from "./sms-sender";

export interface SmsOutbox extends SmsSender {
  /** Newest first. */
  messagesTo(to: string): Promise<{ to: string; body: string; createdAt: string }[]>;
}

/** Keeps every message in the sms_outbox table and logs it: for development, tests and demos. */
export function createOutboxSmsSender(db: Database, log: (message: string) => void): SmsOutbox {
  return {
    provider: "outbox",
    async send({ to, body }) {
      await db.insert(smsOutbox).values({ toNumber: to, body, provider: "outbox" });
      log(`SMS to ${to}: ${body}`);
    },
    async messagesTo(to) {
      const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to)).orderBy(desc(smsOutbox.id)).limit(20);
      return rows.map((r) => ({ to: r.toNumber, body: r.body, createdAt: r.createdAt.toISOString() }));
    },
  };
}
