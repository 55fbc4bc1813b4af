/** The conventions every call shares (spec §7, ARCHITECTURE "The API"). */
export const API_BASE_PATH = "/data-services";
export const APP_VERSION_HEADER = "x-app-version";
export const APP_VERSION = "v2";
export const MEDIA_BASE_PATH = "/media";

/** Statuses the client hands back to the UI as results rather than throwing (spec §7). */
export const HANDLED_STATUSES = [400, 401, 403, 409, 500] as const;
export type HandledStatus = (typeof HANDLED_STATUSES)[number];

/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
