/**
 * What a failed profile change shows (spec §5, §8): a 400 whose message holds 'linked' is a conflict and its message
 * (naming the mobile number, email or username) is shown as the server wrote it; any other failure is "Please Try
 * Again", with the server's reason beneath when it gave one. A code request over the limit is the rate limit.
 */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { isRefusal } from "@forkful/contracts/refusals";
import { ApiError, type ApiFailure } from "../../../shared/api/api-client";

export interface ProfileError {
  message: string;
  detail: string | null;
  conflict: boolean;
  rateLimited: boolean;
}

const isFailure = (outcome: unknown): outcome is ApiFailure =>
  typeof outcome === "object" && outcome !== null && (outcome as { ok?: unknown }).ok === false;

export function isLinkedConflict(outcome: unknown): outcome is ApiFailure {
  return isFailure(outcome) && isRefusal(outcome.code, "MOBILE_LINKED", "EMAIL_LINKED", "USER_NAME_LINKED");
}

export function profileError(outcome: unknown, failureText: string = MESSAGES.profileUpdateFailed): ProfileError {
  if (isLinkedConflict(outcome)) return { message: outcome.message, detail: null, conflict: true, rateLimited: false };
  if (outcome instanceof ApiError && outcome.status === 429) {
    const detail = outcome.code !== "OTP_RATE_LIMITED" ? outcome.message : null;
    return { message: AUTH_TEXTS.otpRateLimited, detail, conflict: false, rateLimited: true };
  }
  const detail = isFailure(outcome) && outcome.status === 400 && outcome.message !== failureText ? outcome.message : null;
  return { message: failureText, detail, conflict: false, rateLimited: false };
}
