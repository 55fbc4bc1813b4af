/** The conventions every call shares (spec §7, ARCHITECTURE "The API"). */
import type { RefusalCode } from "./refusals";

export const API_BASE_PATH = "/data-services";
/** The sandbox card processor's pages (hosted card form, link and UPI pay pages), served beside the API. */
export const SANDBOX_BASE_PATH = "/sandbox-processor";
export const APP_VERSION_HEADER = "x-app-version";
export const APP_VERSION = "v2";
export const MEDIA_BASE_PATH = "/media";

/** Statuses the client hands back to the UI as results rather than throwing (spec §7). */
export const HANDLED_STATUSES = [400, 401, 403, 409, 500] as const;
export type HandledStatus = (typeof HANDLED_STATUSES)[number];

/** A database outage (or another service down): every call answers 503 with this text and a Retry-After of this many seconds. */
export const SERVICE_UNAVAILABLE = {
  message: "Forkful is briefly unavailable. Please try again in a few seconds.",
  retryAfterSeconds: 5,
} as const;
/**
 * The last frame of an event stream whose server is closing (a restart): reconnect about this soon, and the load
 * balancer sends the new stream to another instance. Sent with the SSE `retry` field; the client spreads its
 * reconnections between half and one and a half times it, so a restart's streams do not all come back at once.
 */
export const STREAM_RECONNECT_EVENT = "reconnect";
export const STREAM_RECONNECT_AFTER_MS = 500;
/** How long the readiness check (GET /data-services/health) waits for the database before it answers 503. */
export const HEALTH_DATABASE_TIMEOUT_MS = 1_000;

/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Every refusal (4xx) carries its stable code from refusals.ts; a fault (5xx) carries none. */
  code?: RefusalCode;
}
