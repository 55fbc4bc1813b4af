import { resetPasswordAnswerSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

/** The three stages of POST /customer/resetPassword: send a code, verify it for a reset token, set the password. */
export type ResetPasswordRequest =
  | { sendOtp: true; mobilePhone: string; countryCode: CountryCode }
  | { sendOtp: false; mobilePhone: string; countryCode: CountryCode; otp: string }
  | { sendOtp: false; resetToken: string; newPassword: string };

export async function resetPassword(request: ResetPasswordRequest) {
  return apiRequest({ method: "POST", path: "/customer/resetPassword", payload: request, schema: resetPasswordAnswerSchema });
}

/** A stage of a password reset; nothing cached changes. */
export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
