import { ApiResultError } from "../../../shared/api/api-client";

/** The server's message of a handled failure, or `fallback` for anything else (no answer, a fault). */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiResultError && error.failure.status !== 500 && error.failure.message ? error.failure.message : fallback;
}
