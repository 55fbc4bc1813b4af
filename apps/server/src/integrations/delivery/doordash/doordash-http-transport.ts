/** The live DoorDash: each call over HTTPS to DOORDASH_API_URL with a fresh JWT, given up after 10 s. */
import type { Clock } from "../../../lib/clock";
import type { PartnerTransport } from "../partner-kit";
import { type DoorDashCredentials, doordashJwt } from "./doordash-jwt";

export const DOORDASH_TIMEOUT_MS = 10_000;

export interface DoorDashHttpOptions {
  apiUrl: string;
  credentials: DoorDashCredentials;
  clock: Clock;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
}

export function doordashHttpTransport(options: DoorDashHttpOptions): PartnerTransport {
  const send = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/$/, "");
  return async (request) => {
    const response = await send(`${base}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${doordashJwt(options.credentials, options.clock())}`,
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(DOORDASH_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { code: "not_json", message: text.slice(0, 200) };
    }
    return { status: response.status, body };
  };
}
