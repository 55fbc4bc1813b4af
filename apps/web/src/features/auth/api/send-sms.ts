import { sendSmsAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

export interface SendSmsRequest {
  mobilePhone: string;
  countryCode: CountryCode;
  fullName?: string;
  email?: string;
  isGuestUser: boolean;
}

/** POST /customer/sendSMS: sends a code to verify a guest's mobile number; 429 (thrown) when rate limited. */
export async function sendSms(request: SendSmsRequest) {
  return apiRequest({ method: "POST", path: "/customer/sendSMS", payload: request, schema: sendSmsAnswerSchema });
}

/** Sends a guest's code; nothing cached changes. */
export function useSendSms({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendSms> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: sendSms });
}
