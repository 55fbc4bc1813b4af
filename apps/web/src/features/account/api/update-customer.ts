import { customerDetailsSchema } from "@forkful/contracts/auth";
import type { CountryCode } from "@forkful/contracts/phone";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { profileQueryOptions } from "./get-profile";

export interface CustomerUpdate {
  customerId: string;
  countryCode: CountryCode;
  fullName?: string;
  userName?: string;
  email?: string | null;
  mobilePhone?: string;
  /** The code sent to a new mobile number. */
  otp?: string;
  password?: string;
  currentPassword?: string;
}

const answerSchema = z.object({ customerDetails: customerDetailsSchema });

/** PUT /api/v2/customers (JSON): name, username, email, a verified new mobile number or a password. */
export async function updateCustomer(update: CustomerUpdate) {
  return apiRequest({ method: "PUT", path: "/api/v2/customers", payload: update, encoded: false, schema: answerSchema, auth: true });
}

/** A saved change: the profile is asked for again. */
export function useUpdateCustomer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateCustomer> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateCustomer,
    onSuccess: (...args) => {
      const [result, update] = args;
      if (result.ok) void queryClient.invalidateQueries({ queryKey: profileQueryOptions(update.customerId).queryKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
