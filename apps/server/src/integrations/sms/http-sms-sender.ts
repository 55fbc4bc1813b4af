import type { SmsSender } from "./sms-sender";

/** Posts { to, body } as JSON to an SMS gateway with a bearer token. The body is never logged. */
export function createHttpSmsSender(options: { url: string; token: string; timeoutMs?: number }): SmsSender {
  return {
    provider: "http",
    async send({ to, body }) {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}
