import { requestOtpAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";

export interface RequestOtpRequest {
  mobilePhone: string;
  countryCode: CountryCode;
}

/** POST /api/v2/customers/auth/request-otp (JSON): sends a sign-in code; 429 (thrown) when rate limited. */
export async function requestOtp(request: RequestOtpRequest) {
  return apiRequest({
    method: "POST",
    path: "/api/v2/customers/auth/request-otp",
    payload: { ...request, purpose: "login" },
    encoded: false,
    schema: requestOtpAnswerSchema,
  });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
