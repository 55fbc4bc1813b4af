import { ApiError, type ApiResult } from "@forkful/api-client/api-client";
import { MESSAGES } from "@forkful/contracts/messages";

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * What a staff move came to, for the form that made it: its answer, or the words to show by the form. A refusal the
 * client hands back (400, 409…) or throws (404) says the server's message; no answer or a fault, the generic words.
 */
export async function outcomeOf<T>(call: Promise<ApiResult<T>>): Promise<CallOutcome<T>> {
  try {
    const result = await call;
    return result.ok ? { ok: true, data: result.data } : { ok: false, message: result.message || MESSAGES.genericFailure };
  } catch (error) {
    const refused = error instanceof ApiError && error.status !== null && error.status < 500;
    return { ok: false, message: refused ? error.message : MESSAGES.genericFailure };
  }
}
