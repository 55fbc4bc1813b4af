import type { EmailSender } from "./email-sender";

/**
 * Posts { from, to, subject, text } as JSON to a mail service with a bearer token (the shape most transactional mail
 * APIs take, or a small relay in front of one). The text is never logged.
 */
export function createHttpEmailSender(options: { url: string; token: string; from: string; timeoutMs?: number }): EmailSender {
  return {
    provider: "http",
    async send({ to, subject, text }) {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ from: options.from, to, subject, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`The mail service answered ${response.status}`);
    },
  };
}
