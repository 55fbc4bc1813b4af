/**
 * The one HTTP client of the web app (spec §7): base /data-services, X-App-Version v2, 60 s timeout,
 * encoded envelopes both ways. Statuses 400, 401, 403, 409 and 500 come back as results the UI handles;
 * any other failure is logged as "API ERROR" and thrown.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER, HANDLED_STATUSES, type HandledStatus } from "@forkful/contracts/api";
import { CLIENT_TIMEOUT_MS } from "@forkful/contracts/constants";
import { decodePayload, encodedAnswerSchema, encodePayload } from "@forkful/contracts/envelope";
import type { z } from "zod";

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = { ok: false; status: HandledStatus; error: string; message: string };
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
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failure outside the handled statuses: thrown after it has been logged. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number | null,
    message: string,
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

async function readErrorBody(response: Response): Promise<{ error: string; message: string }> {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    return {
      error: typeof body.error === "string" ? body.error : response.statusText,
      message: typeof body.message === "string" ? body.message : response.statusText,
    };
  } catch {
    return { error: response.statusText, message: response.statusText };
  }
}

export async function apiRequest<S extends z.ZodType>(request: ApiRequest<S>): Promise<ApiResult<z.infer<S>>> {
  const { method, path, schema, payload, query, encoded = true, signal, timeoutMs = CLIENT_TIMEOUT_MS } = request;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ApiError(null, `Timed out after ${timeoutMs} ms`)), timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener("abort", onCallerAbort, { once: true });

  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION, accept: "application/json" };
  let body: string | undefined;
  if (payload !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(encoded ? { data: encodePayload(payload) } : payload);
  }

  try {
    const response = await fetch(buildUrl(path, query), { method, headers, body, signal: controller.signal });
    if (!response.ok) {
      const { error, message } = await readErrorBody(response);
      if (isHandledStatus(response.status)) return { ok: false, status: response.status, error, message };
      throw new ApiError(response.status, message);
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
