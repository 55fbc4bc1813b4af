import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/outbox";
import type { EmailSender } from "./email-sender";

/** The address as the log shows it: its first letter and its domain ("m•••@example.com"). */
export const maskedAddress = (to: string) => {
  const at = to.lastIndexOf("@");
  return at < 1 ? "•••" : `${to.charAt(0)}•••${to.slice(at)}`;
};

/**
 * Keeps every email in the email_outbox table, for development, tests and demos: no email leaves the machine. The
 * log says an email was kept; its subject and text only with `logBodies` (EMAIL_LOG_MESSAGES).
 */
export function createOutboxEmailSender(db: Database, log: (message: string) => void, { logBodies = false } = {}): EmailSender {
  return {
    provider: "outbox",
    async send({ to, subject, text }) {
      await db.insert(emailOutbox).values({ toAddress: to, subject, body: text, provider: "outbox" });
      log(logBodies ? `Email to ${to}: ${subject}\n${text}` : `Email to ${maskedAddress(to)} kept in the outbox`);
    },
  };
}
