/**
 * The crash suite's HTTP client. Every call is recorded with each attempt's answer (or the lack of one). A call the
 * server did not answer (killed, refused, timed out), or answered 5xx or 429, is sent again exactly as it was (same
 * body, same idempotency key) until it gets an answer, as a diner's app retrying would.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";

export type Step =
  | "read"
  | "sign-up"
  | "wallet-credit"
  | "place"
  | "replay"
  | "coupon"
  | "start-payment"
  | "card-token"
  | "authorize"
  | "collect";

export interface Attempt {
  at: number;
  /** null: no answer (connection refused or reset, or timed out). */
  status: number | null;
  error?: string;
}

export interface SentCall {
  id: number;
  step: Step;
  path: string;
  key: string | null;
  attempts: Attempt[];
  /** The answer that ended the call (not 5xx, not 429); null when none came before the suite gave up. */
  status: number | null;
  body: unknown;
}

export interface CallSpec {
  step: Step;
  method: "GET" | "POST" | "PUT";
  /** Below /data-services, unless `outsideApi` (the sandbox processor's own pages). */
  path: string;
  payload?: unknown;
  /** The { data } envelope (most calls); false for the JSON ones. */
  encoded?: boolean;
  outsideApi?: boolean;
  token?: string;
  key?: string;
}

export interface Window {
  from: number;
  to: number | null;
}

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

const isRetried = (status: number) => status >= 500 || status === 429;

function requestOf(spec: CallSpec, forwardedFor?: string): RequestInit {
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (spec.payload === undefined) return { method: spec.method, headers };
  headers["content-type"] = "application/json";
  const body = JSON.stringify(spec.encoded === false ? spec.payload : encodeRequest(spec.payload));
  return { method: spec.method, headers, body };
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    const json = JSON.parse(text) as { encryptedText?: unknown };
    return typeof json?.encryptedText === "string" ? decodePayload(json.encryptedText) : json;
  } catch {
    return text;
  }
}

export function createCrashClient(
  baseUrl: string,
  /** `forwardedFor`: the client address its calls say they come from (to a server that trusts this machine's proxy). */
  options: { giveUpMs: number; timeoutMs: number; forwardedFor?: string },
) {
  const calls: SentCall[] = [];
  const databaseOutages: Window[] = [];
  let closed = false;

  async function send(spec: CallSpec): Promise<SentCall> {
    const call: SentCall = {
      id: calls.length + 1,
      step: spec.step,
      path: spec.path,
      key: spec.key ?? null,
      attempts: [],
      status: null,
      body: null,
    };
    calls.push(call);
    const url = `${baseUrl}${spec.outsideApi ? "" : API_BASE_PATH}${spec.path}`;
    const started = Date.now();
    for (let tries = 0; ; tries++) {
      try {
        const response = await fetch(url, { ...requestOf(spec, options.forwardedFor), signal: AbortSignal.timeout(options.timeoutMs) });
        const body = await bodyOf(response);
        call.attempts.push({ at: Date.now(), status: response.status });
        if (!isRetried(response.status)) {
          call.status = response.status;
          call.body = body;
          return call;
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        call.attempts.push({ at: Date.now(), status: null, error: cause ?? (error as Error).name });
      }
      if (closed || Date.now() - started > options.giveUpMs) return call;
      await sleep(Math.min(2_000, 200 * 2 ** Math.min(tries, 4)));
    }
  }

  return {
    calls,
    databaseOutages,
    send,
    /** Calls still retrying give up (the run is over). */
    close(): void {
      closed = true;
    },
    /** The database went down at this moment (its window stays open until `databaseBack`). */
    databaseDown(): void {
      databaseOutages.push({ from: Date.now(), to: null });
    },
    databaseBack(): void {
      const open = databaseOutages.at(-1);
      if (open && open.to === null) open.to = Date.now();
    },
  };
}

export type CrashClient = ReturnType<typeof createCrashClient>;
