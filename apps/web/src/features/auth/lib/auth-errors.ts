/**
 * What a failed sign-in step shows (spec §8): the catalogue's text, with the server's more specific reason beneath
 * where it has one. A 429 (thrown by the client, it is not a handled status) is the rate limit.
 */
import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { ApiError, type ApiFailure } from "../../../shared/api/api-client";
import { authStore } from "../stores/session-store";

export interface FlowError {
  message: string;
  detail: string | null;
  rateLimited: boolean;
}

export const isFailure = (outcome: unknown): outcome is ApiFailure =>
  typeof outcome === "object" && outcome !== null && (outcome as { ok?: unknown }).ok === false;

const flowError = (message: string, detail: string | null = null, rateLimited = false): FlowError => ({
  message,
  detail: detail && detail !== message ? detail : null,
  rateLimited,
});

function rateLimit(outcome: unknown): FlowError | null {
  if (outcome instanceof ApiError && outcome.status === 429) return flowError(AUTH_TEXTS.otpRateLimited, outcome.message, true);
  return null;
}

/**
 * A password sign-in: refused credentials are "Invalid Username or Password", a locked account says so (429 with the
 * lock's text; not the code limit's), anything else "Failed to SignIn…".
 */
export function signInError(outcome: unknown): FlowError {
  if (isFailure(outcome) && (outcome.status === 400 || outcome.status === 401)) return flowError(MESSAGES.signInNoUser);
  if (outcome instanceof ApiError && outcome.code === "SIGN_IN_LOCKED") {
    return flowError(AUTH_TEXTS.signInLocked);
  }
  return rateLimit(outcome) ?? flowError(MESSAGES.signInFailed);
}

/**
 * The answer to the right code of a number without an account (409): the code was kept, and the same code with a
 * full name signs up. Only the code's holder learns that the number is new.
 */
export const asksForName = (outcome: unknown): boolean => isFailure(outcome) && outcome.code === "FULL_NAME_REQUIRED";

/** Sending or checking a code (sign-in, sign-up, guest, new mobile): "Please Try Again" and the reason. */
export function otpError(outcome: unknown): FlowError {
  const limited = rateLimit(outcome);
  if (limited) return limited;
  if (asksForName(outcome)) return flowError(AUTH_TEXTS.fullNameRequired);
  return flowError(MESSAGES.otpFailed, isFailure(outcome) && outcome.status === 400 ? outcome.message : null);
}

/** Any stage of a password reset: "Reset Password failed, Please try Again" and the reason. */
export function resetError(outcome: unknown): FlowError {
  const limited = rateLimit(outcome);
  if (limited) return limited;
  return flowError(MESSAGES.resetPasswordFailed, isFailure(outcome) && outcome.status === 400 ? outcome.message : null);
}

/** A code request over the rate limit is remembered (rateLimitExceeds). */
export function flagRateLimit(problem: FlowError): void {
  if (problem.rateLimited) authStore.getState().setRateLimitExceeds(true);
}
