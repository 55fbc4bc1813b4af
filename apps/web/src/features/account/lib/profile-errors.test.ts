import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { describe, expect, it } from "vitest";
import { ApiError, type ApiFailure } from "../../../shared/api/api-client";
import { profileError } from "./profile-errors";

const failure = (status: ApiFailure["status"], message: string): ApiFailure => ({ ok: false, status, error: "x", message });

describe("profileError", () => {
  it.each([AUTH_TEXTS.mobileLinked, AUTH_TEXTS.emailLinked, AUTH_TEXTS.userNameLinked])(
    "shows a 'linked' conflict as the server says: %s",
    (text) => {
      expect(profileError(failure(400, text))).toEqual({ message: text, detail: null, conflict: true, rateLimited: false });
    },
  );

  it("shows 'Please Try Again' with the reason for another 400, and alone otherwise", () => {
    expect(profileError(failure(400, "The current password is not right"))).toEqual({
      message: MESSAGES.profileUpdateFailed,
      detail: "The current password is not right",
      conflict: false,
      rateLimited: false,
    });
    expect(profileError(failure(500, "boom")).detail).toBeNull();
    expect(profileError(new TypeError("Failed to fetch")).message).toBe(MESSAGES.profileUpdateFailed);
  });

  it("does not take a 'linked' word outside a 400 for a conflict", () => {
    expect(profileError(failure(500, "linked")).conflict).toBe(false);
  });

  it("flags a 429 on a code request", () => {
    expect(profileError(new ApiError(429, AUTH_TEXTS.otpCooldown), MESSAGES.otpFailed)).toMatchObject({
      message: AUTH_TEXTS.otpRateLimited,
      detail: AUTH_TEXTS.otpCooldown,
      rateLimited: true,
    });
  });
});
