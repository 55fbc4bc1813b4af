/**
 * The diners' app's API client: the shared client (packages/api-client) with the diner's session as its token
 * source. A 401 renews the session through the diners' refresh call.
 */
import { createApiClient } from "@forkful/api-client/api-client";
import { authTokensSchema } from "@forkful/contracts/auth";
import { sessionAccess } from "./session-access";

export const REFRESH_PATH = "/customer/token/v2";

const client = createApiClient({
  tokenSource: sessionAccess,
  refresh: { path: REFRESH_PATH, encoded: true, schema: authTokensSchema },
  lockName: "forkful-token-refresh",
});

export const apiRequest = client.apiRequest;
export const renewAccessToken = client.renewAccessToken;

// The results and errors every call of the app handles, from the shared client.
export {
  ApiError,
  type ApiFailure,
  type ApiRequest,
  type ApiResult,
  ApiResultError,
  type ApiSuccess,
  accessTokenExpiry,
  buildUrl,
  errorCode,
  errorMessageOf,
  errorStatus,
  type HttpMethod,
  isHandledStatus,
  unwrap,
} from "@forkful/api-client/api-client";
