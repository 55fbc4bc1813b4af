/**
 * The console's API client: the shared client (packages/api-client) with the staff member's session as its token
 * source. Staff calls are plain JSON and always signed in; a 401 renews the session once through the staff refresh.
 */
import { type ApiRequest, type ApiResult, createApiClient } from "@forkful/api-client/api-client";
import { type EventStreamOptions, openEventStream } from "@forkful/api-client/event-stream";
import { z } from "zod";
import { staffTokenSource } from "./staff-session";

const rotatedTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

const client = createApiClient({
  tokenSource: () => staffTokenSource,
  refresh: { path: "/staff/token", encoded: false, schema: rotatedTokensSchema },
  lockName: "forkful-staff-token-refresh",
});

/** A staff call as the signed-in staff member. */
export function staffCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "encoded" | "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, encoded: false, auth: true });
}

/** A call made before anyone is signed in (the sign-in itself). */
export function openCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "encoded" | "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, encoded: false });
}

/** A public call of the diners' API (encoded unless spec §7 marks it JSON), sent without the staff token. */
export function publicCall<S extends z.ZodType>(request: Omit<ApiRequest<S>, "auth">): Promise<ApiResult<z.infer<S>>> {
  return client.apiRequest({ ...request, auth: false });
}

const staffCaller = { accessToken: () => staffTokenSource.tokens()?.accessToken ?? null, renew: client.renewAccessToken };

/** Opens a staff event stream (under /data-services) as the signed-in staff member. */
export const openStaffStream = (path: string, options: EventStreamOptions): (() => void) => openEventStream(path, staffCaller, options);
