import { requestOtpAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

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

/** Sends a sign-in code; nothing cached changes. */
export function useRequestOtp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestOtp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestOtp });
}
