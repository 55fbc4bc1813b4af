/**
 * The HTTP client both apps use (spec §7): base /data-services, X-App-Version v2, 60 s timeout, encoded envelopes both
 * ways. Statuses 400, 401, 403, 409 and 500 come back as results the UI handles; any other failure is logged as "API
 * ERROR" and thrown. Calls marked `auth` carry the access token of the app's token source (a diner's session in the
 * diners' app, a staff member's in the console); a 401 renews the session once (one refresh for every call that was
 * refused together) and sends the call again. Each app makes its own client with `createApiClient`.
 */

import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER, HANDLED_STATUSES, type HandledStatus } from "@forkful/contracts/api";
import { CLIENT_TIMEOUT_MS } from "@forkful/contracts/constants";
import { decodePayload, encodedAnswerSchema, encodePayload } from "@forkful/contracts/envelope";
import { isRefusalCode, type RefusalCode } from "@forkful/contracts/refusals";
import type { z } from "zod";
import type { SessionTokens, TokenSource } from "./token-source";

export type ApiSuccess<T> = { ok: true; status: number; data: T };
/** `code`: the refusal's code from contracts (every refusal has one; a fault none): what the UI reacts to, never `message`. */
export type ApiFailure = { ok: false; status: HandledStatus; error: string; message: string; code?: RefusalCode };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest<S extends z.ZodType> {
  method: HttpMethod;
  /** Path under /data-services, starting with a slash. */
  path: string;
  /** Answer schema: the decoded answer is parsed with it. */
  schema: S;
  /** Sent as `{ data: encodePayload(payload) }` (or plain JSON when `encoded` is false). */
  payload?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Spec §7 marks a few calls JSON; every other call is encoded. */
  encoded?: boolean;
  /** Where the encoded payload travels: the body (`{ data }`), or the query param `data` (spec §7 POST /customer/reservations). */
  payloadIn?: "body" | "query";
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send `Authorization: Bearer <access token>`, and renew the session once on a 401. */
  auth?: boolean;
}

/** A failure outside the handled statuses: thrown after it has been logged. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number | null,
    message: string,
    readonly code?: RefusalCode,
  ) {
    super(message);
  }
}

const handled = new Set<number>(HANDLED_STATUSES);
export const isHandledStatus = (status: number): status is HandledStatus => handled.has(status);

export function buildUrl(path: string, query?: ApiRequest<z.ZodType>["query"]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return `${API_BASE_PATH}${path}${qs ? `?${qs}` : ""}`;
}

async function readErrorBody(response: Response): Promise<{ error: string; message: string; code?: RefusalCode }> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown; code?: unknown };
    return {
      error: typeof body.error === "string" ? body.error : response.statusText,
      message: typeof body.message === "string" ? body.message : response.statusText,
      ...(isRefusalCode(body.code) ? { code: body.code } : {}),
    };
  } catch {
    return { error: response.statusText, message: response.statusText };
  }
}

/** One request as it is, with the given access token when there is one. */
async function send<S extends z.ZodType>(request: ApiRequest<S>, accessToken: string | null): Promise<ApiResult<z.infer<S>>> {
  const { method, path, schema, payload, encoded = true, signal, timeoutMs = CLIENT_TIMEOUT_MS } = request;
  const inQuery = request.payloadIn === "query" && payload !== undefined;
  const query = inQuery ? { ...request.query, data: encodePayload(payload) } : request.query;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ApiError(null, `Timed out after ${timeoutMs} ms`)), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener("abort", onCallerAbort, { once: true });

  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION, accept: "application/json" };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let body: string | undefined;
  if (payload !== undefined && !inQuery) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(encoded ? { data: encodePayload(payload) } : payload);
  }

  try {
    const response = await fetch(buildUrl(path, query), { method, headers, body, signal: controller.signal });
    if (!response.ok) {
      const { error, message, code } = await readErrorBody(response);
      if (isHandledStatus(response.status)) return { ok: false, status: response.status, error, message, ...(code ? { code } : {}) };
      throw new ApiError(response.status, message, code);
    }
    const json: unknown = await response.json();
    const decoded = encoded ? decodePayload(encodedAnswerSchema.parse(json).encryptedText) : json;
    return { ok: true, status: response.status, data: schema.parse(decoded) };
  } catch (error) {
    // A caller that cancels (a query unmounting) is not a failure worth reporting.
    if (signal?.aborted) throw error;
    const reason = controller.signal.aborted && controller.signal.reason instanceof ApiError ? controller.signal.reason : error;
    console.error("API ERROR", method, path, reason);
    throw reason;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

/** An access token this close to its expiry is renewed before a call rather than after the call is refused. */
const RENEW_BEFORE_EXPIRY_MS = 30_000;

/** When an access token (a JWT) expires, in epoch ms; null when it does not say. */
export function accessTokenExpiry(accessToken: string): number | null {
  try {
    const claims = JSON.parse(atob(accessToken.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof claims.exp === "number" ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export interface ApiClientOptions<T extends SessionTokens> {
  /** Where the session's tokens live, read at each call (null: nobody signed in). */
  tokenSource: () => TokenSource<T> | null;
  /** The call that rotates a refresh token: it takes `{ refreshToken }` and answers new tokens (plain JSON or encoded). */
  refresh: { path: string; encoded: boolean; schema: z.ZodType<T> };
  /** The lock the app's tabs share, so two tabs never spend the same refresh token. */
  lockName: string;
}

export interface ApiClient {
  apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<ApiResult<z.infer<S>>>;
  /**
   * A new access token for a call whose token was refused, or null when the session cannot be renewed. Calls refused
   * together share one refresh: the refresh token rotates, so spending it twice would end the session.
   */
  renewAccessToken(refusedToken: string): Promise<string | null>;
}

export function createApiClient<T extends SessionTokens>({ tokenSource, refresh, lockName }: ApiClientOptions<T>): ApiClient {
  let renewing: Promise<string | null> | null = null;

  /** Runs `task` holding the lock shared by the app's tabs. */
  function withTabLock<T>(task: () => Promise<T>): Promise<T> {
    const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
    return locks ? (locks.request(lockName, task) as Promise<T>) : task();
  }

  async function renew(source: TokenSource<T>, refusedToken: string): Promise<string | null> {
    // Read again inside the lock: another tab (or a call that finished first) may have renewed the session already.
    const tokens = source.tokens();
    if (!tokens) return null;
    if (tokens.accessToken !== refusedToken) return tokens.accessToken;
    let result: ApiResult<T>;
    try {
      const payload = { refreshToken: tokens.refreshToken };
      result = await send({ method: "POST", path: refresh.path, encoded: refresh.encoded, payload, schema: refresh.schema }, null);
    } catch {
      return null; // No answer (network, timeout): the session may still be good; this call fails as it is.
    }
    if (result.ok) {
      source.update(result.data);
      return result.data.accessToken;
    }
    if (result.status === 400 || result.status === 401) source.expire();
    return null;
  }

  function renewAccessToken(refusedToken: string): Promise<string | null> {
    const source = tokenSource();
    const tokens = source?.tokens();
    if (!source || !tokens) return Promise.resolve(null);
    if (tokens.accessToken !== refusedToken) return Promise.resolve(tokens.accessToken);
    renewing ??= withTabLock(() => renew(source, refusedToken)).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  /**
   * The session's access token, renewed first when it has run out: the server reads an expired token as no token, so a
   * call that also works signed out would otherwise go anonymous without a word. Null when signed out or the session
   * cannot be renewed.
   */
  async function liveAccessToken(): Promise<string | null> {
    const accessToken = tokenSource()?.tokens()?.accessToken ?? null;
    const expiry = accessToken ? accessTokenExpiry(accessToken) : null;
    if (!accessToken || expiry === null || expiry - Date.now() > RENEW_BEFORE_EXPIRY_MS) return accessToken;
    return renewAccessToken(accessToken);
  }

  async function apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<ApiResult<z.infer<S>>> {
    if (!request.auth) return send(request, null);
    const accessToken = await liveAccessToken();
    const first = await send(request, accessToken);
    if (first.ok || first.status !== 401 || !accessToken) return first;
    const renewed = await renewAccessToken(accessToken);
    return renewed ? send(request, renewed) : first;
  }

  return { apiRequest, renewAccessToken };
}

/** A handled failure turned into an error, for queries whose screens show an error state. */
export class ApiResultError extends Error {
  override name = "ApiResultError";
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiResultError(result);
}

/** The HTTP status behind an error of this client, when there is one. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiResultError) return error.failure.status;
  if (error instanceof ApiError) return error.status;
  return null;
}

/** A query's retry rule: a client error (4xx) will not change on a retry; anything else gets one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** The refusal code behind an error of this client, when the server sent one. */
export function errorCode(error: unknown): RefusalCode | null {
  if (error instanceof ApiResultError) return error.failure.code ?? null;
  if (error instanceof ApiError) return error.code ?? null;
  return null;
}

/** The server's message of a handled failure, or `fallback` for anything else (no answer, a fault). */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiResultError && error.failure.status !== 500 && error.failure.message ? error.failure.message : fallback;
}
