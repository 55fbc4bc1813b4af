import { validateOtpAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

export interface ValidateOtpRequest {
  mobilePhone: string;
  countryCode: CountryCode;
  otp: string;
  fullName?: string;
  email?: string;
  isGuestUser: boolean;
}

/**
 * POST /customer/validateOTP/v2: checks a guest's code; a guest gets a guest-kind session. Sent with the session it is
 * checked from, so what a guest session did signed out comes along.
 */
export async function validateOtp(request: ValidateOtpRequest) {
  return apiRequest({ method: "POST", path: "/customer/validateOTP/v2", payload: request, schema: validateOtpAnswerSchema, auth: true });
}

/** Checks a guest's code; the session it opens lives in the auth store, not in the query cache. */
export function useValidateOtp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof validateOtp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: validateOtp });
}
