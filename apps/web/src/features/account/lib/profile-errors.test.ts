import { AUTH_TEXTS } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { REFUSALS, type RefusalCode } from "@forkful/contracts/refusals";
import { describe, expect, it } from "vitest";
import { ApiError, type ApiFailure } from "../../../shared/api/api-client";
import { profileError } from "./profile-errors";

const failure = (status: ApiFailure["status"], message: string, code?: RefusalCode): ApiFailure => ({
  ok: false,
  status,
  error: "x",
  message,
  code,
});

describe("profileError", () => {
  it.each([REFUSALS.MOBILE_LINKED, REFUSALS.EMAIL_LINKED, REFUSALS.USER_NAME_LINKED])(
    "shows a 'linked' conflict as the server says: $code",
    ({ code, message }) => {
      expect(profileError(failure(400, message, code))).toEqual({ message, detail: null, conflict: true, rateLimited: false });
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
