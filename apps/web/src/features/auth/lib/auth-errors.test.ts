import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import type { RefusalCode } from "@forkful/contracts/refusals";
import { describe, expect, it } from "vitest";
import { ApiError, type ApiFailure } from "../../../shared/api/api-client";
import { asksForName, otpError, resetError, signInError } from "./auth-errors";

const failure = (status: ApiFailure["status"], message: string, code?: RefusalCode): ApiFailure => ({
  ok: false,
  status,
  error: "x",
  message,
  code,
});

describe("auth error texts (spec §8)", () => {
  it("maps a refused password sign-in to 'Invalid Username or Password' and anything else to 'Failed to SignIn'", () => {
    expect(signInError(failure(401, "Invalid Username or Password")).message).toBe(MESSAGES.signInNoUser);
    expect(signInError(failure(400, "userName is required")).message).toBe(MESSAGES.signInNoUser);
    expect(signInError(failure(500, "boom")).message).toBe(MESSAGES.signInFailed);
    expect(signInError(new TypeError("Failed to fetch")).message).toBe(MESSAGES.signInFailed);
  });

  it("says a locked account is locked, not that too many codes were asked for", () => {
    expect(signInError(new ApiError(429, AUTH_TEXTS.signInLocked, "SIGN_IN_LOCKED"))).toEqual({
      message: AUTH_TEXTS.signInLocked,
      detail: null,
      rateLimited: false,
    });
  });

  it("shows 'Please Try Again' for a code with the server's reason beneath", () => {
    expect(otpError(failure(400, AUTH_TEXTS.invalidOtp))).toEqual({
      message: MESSAGES.otpFailed,
      detail: AUTH_TEXTS.invalidOtp,
      rateLimited: false,
    });
    expect(otpError(new TypeError("Failed to fetch"))).toEqual({ message: MESSAGES.otpFailed, detail: null, rateLimited: false });
  });

  it("reads the right code of a new number (409 'a name is needed') as a request for the name, not a failure", () => {
    const nameNeeded = failure(409, AUTH_TEXTS.fullNameRequired, "FULL_NAME_REQUIRED");
    expect(asksForName(nameNeeded)).toBe(true);
    expect(otpError(nameNeeded)).toEqual({ message: AUTH_TEXTS.fullNameRequired, detail: null, rateLimited: false });
    expect(asksForName(failure(409, AUTH_TEXTS.mobileLinked, "MOBILE_LINKED"))).toBe(false);
    expect(asksForName(failure(400, AUTH_TEXTS.fullNameRequired))).toBe(false);
    expect(signInError(new ApiError(429, AUTH_TEXTS.signInLocked)).message).not.toBe(AUTH_TEXTS.signInLocked);
    expect(asksForName(new ApiError(409, AUTH_TEXTS.fullNameRequired))).toBe(false);
  });

  it("flags a 429 as rate limited with the rate-limit text", () => {
    expect(otpError(new ApiError(429, AUTH_TEXTS.otpCooldown))).toEqual({
      message: AUTH_TEXTS.otpRateLimited,
      detail: AUTH_TEXTS.otpCooldown,
      rateLimited: true,
    });
    expect(otpError(new ApiError(429, AUTH_TEXTS.otpRateLimited)).detail).toBeNull();
    expect(resetError(new ApiError(429, AUTH_TEXTS.otpRateLimited)).rateLimited).toBe(true);
  });

  it("shows 'Reset Password failed' for every reset stage", () => {
    expect(resetError(failure(400, AUTH_TEXTS.resetLinkInvalid))).toEqual({
      message: MESSAGES.resetPasswordFailed,
      detail: AUTH_TEXTS.resetLinkInvalid,
      rateLimited: false,
    });
    expect(resetError(failure(500, "boom")).detail).toBeNull();
  });
});
