/**
 * The one HTTP client of the web app (spec §7): base /data-services, X-App-Version v2, 60 s timeout,
 * encoded envelopes both ways. Statuses 400, 401, 403, 409 and 500 come back as results the UI handles;
 * any other failure is logged as "API ERROR" and thrown. Calls marked `auth` carry the diner's access token; a 401
 * renews the session once (one refresh for every call that was refused together) and sends the call again.
 */

import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER, HANDLED_STATUSES, type HandledStatus } from "@forkful/contracts/api";
import { authTokensSchema } from "@forkful/contracts/auth";
import { CLIENT_TIMEOUT_MS } from "@forkful/contracts/constants";
import { decodePayload, encodedAnswerSchema, encodePayload } from "@forkful/contracts/envelope";
import { isRefusalCode, type RefusalCode } from "@forkful/contracts/refusals";
import type { z } from "zod";
import { type SessionAccess, sessionAccess } from "./session-access";

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
  /** A staff member's token, kept in memory by the staff page that signed in (never the diner's session). */
  staffToken?: string;
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

export async function apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<ApiResult<z.infer<S>>> {
  if (request.staffToken) return send(request, request.staffToken);
  if (!request.auth) return send(request, null);
  const accessToken = await liveAccessToken();
  const first = await send(request, accessToken);
  if (first.ok || first.status !== 401 || !accessToken) return first;
  const renewed = await renewAccessToken(accessToken);
  return renewed ? send(request, renewed) : first;
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

/**
 * The session's access token, renewed first when it has run out: the server reads an expired token as no token, so a
 * call that also works signed out (a sign-in code checked from a guest session, which brings the guest's orders into
 * the account) would otherwise go anonymous without a word. Null when signed out or the session cannot be renewed.
 */
async function liveAccessToken(): Promise<string | null> {
  const accessToken = sessionAccess()?.tokens()?.accessToken ?? null;
  const expiry = accessToken ? accessTokenExpiry(accessToken) : null;
  if (!accessToken || expiry === null || expiry - Date.now() > RENEW_BEFORE_EXPIRY_MS) return accessToken;
  return renewAccessToken(accessToken);
}

export const REFRESH_PATH = "/customer/token/v2";
const REFRESH_LOCK = "forkful-token-refresh";
let renewing: Promise<string | null> | null = null;

/** Runs `task` holding a lock shared by the app's tabs, so two tabs never spend the same refresh token. */
function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

async function renew(access: SessionAccess, refusedToken: string): Promise<string | null> {
  // Read again inside the lock: another tab (or a call that finished first) may have renewed the session already.
  const tokens = access.tokens();
  if (!tokens) return null;
  if (tokens.accessToken !== refusedToken) return tokens.accessToken;
  let result: ApiResult<z.infer<typeof authTokensSchema>>;
  try {
    const payload = { refreshToken: tokens.refreshToken };
    result = await send({ method: "POST", path: REFRESH_PATH, payload, schema: authTokensSchema }, null);
  } catch {
    return null; // No answer (network, timeout): the session may still be good; this call fails as it is.
  }
  if (result.ok) {
    access.update(result.data);
    return result.data.accessToken;
  }
  if (result.status === 400 || result.status === 401) access.expire();
  return null;
}

/**
 * A new access token for a call whose token was refused, or null when the session cannot be renewed. Calls refused
 * together share one refresh: the refresh token rotates, so spending it twice would end the session.
 */
export function renewAccessToken(refusedToken: string): Promise<string | null> {
  const access = sessionAccess();
  const tokens = access?.tokens();
  if (!access || !tokens) return Promise.resolve(null);
  if (tokens.accessToken !== refusedToken) return Promise.resolve(tokens.accessToken);
  renewing ??= withTabLock(() => renew(access, refusedToken)).finally(() => {
    renewing = null;
  });
  return renewing;
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
