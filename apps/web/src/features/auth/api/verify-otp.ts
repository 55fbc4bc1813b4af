import { verifyOtpAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

export interface VerifyOtpRequest {
  mobilePhone: string;
  countryCode: CountryCode;
  otp: string;
  /** Needed when the number is new (sign-up). */
  fullName?: string;
  email?: string;
}

/**
 * POST /api/v2/customers/auth/verify-otp (JSON): checks the code and opens a session (signing up a new number). It
 * carries the session it is checked from: a guest session's orders, bookings and addresses come into the account.
 */
export async function verifyOtp(request: VerifyOtpRequest) {
  return apiRequest({
    method: "POST",
    path: "/api/v2/customers/auth/verify-otp",
    payload: request,
    encoded: false,
    schema: verifyOtpAnswerSchema,
    auth: true,
  });
}

/** Checks a sign-in code; the session it opens lives in the auth store, not in the query cache. */
export function useVerifyOtp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyOtp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyOtp });
}
