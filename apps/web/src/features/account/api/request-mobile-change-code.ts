import { requestOtpAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

/**
 * POST /api/v2/customers/auth/request-otp (JSON) with purpose "change-mobile": a code to the new number. A number
 * that is another account's answers 400 'linked'; too many codes answer 429 (thrown).
 */
export async function requestMobileChangeCode(request: { mobilePhone: string; countryCode: CountryCode }) {
  return apiRequest({
    method: "POST",
    path: "/api/v2/customers/auth/request-otp",
    payload: { ...request, purpose: "change-mobile" },
    encoded: false,
    schema: requestOtpAnswerSchema,
  });
}

/** Sends a code to a new mobile number; nothing cached changes until the number is saved. */
export function useRequestMobileChangeCode({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestMobileChangeCode> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestMobileChangeCode });
}
