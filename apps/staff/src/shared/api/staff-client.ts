/**
 * The console's API client: the shared client (packages/api-client) with the staff member's session as its token
 * source. Staff calls are plain JSON and always signed in; a 401 renews the session once through the staff refresh.
 */
import { type ApiRequest, type ApiResult, createApiClient } from "@forkful/api-client/api-client";
import { type EventStreamOptions, openEventStream } from "@forkful/api-client/event-stream";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { staffTokensSchema } from "@forkful/contracts/staff-sessions";
import type { z } from "zod";
import { staffTokenSource } from "./staff-session";

const client = createApiClient({
  tokenSource: () => staffTokenSource,
  refresh: { path: "/staff/token", encoded: false, schema: staffTokensSchema },
  lockName: "forkful-staff-token-refresh",
});

/** A staff call as the signed-in staff member. */
export function staffCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "encoded" | "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, encoded: false, auth: true });
}

/** One of the spec's encoded calls the diners' app also makes (a restaurant's details), as the staff member. */
export function encodedCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "encoded" | "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, encoded: true, auth: true });
}

/** A call made before anyone is signed in (the sign-in itself). */
export function openCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "encoded" | "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, encoded: false });
}

/**
 * Ends a session this device no longer uses (the one a locked screen was unlocked from): its tokens stop working. The
 * answer is not waited on; a failure leaves a session that runs out by itself.
 */
export function endStaffSession(accessToken: string): void {
  void fetch(`${API_BASE_PATH}/staff/logout`, {
    method: "POST",
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${accessToken}` },
  }).catch(() => {});
}

const staffCaller = { accessToken: () => staffTokenSource.tokens()?.accessToken ?? null, renew: client.renewAccessToken };

/** Opens a staff event stream (under /data-services) as the signed-in staff member. */
export const openStaffStream = (path: string, options: EventStreamOptions): (() => void) => openEventStream(path, staffCaller, options);
