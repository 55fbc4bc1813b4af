import { type UserDetail, userDetailSchema } from "@forkful/contracts/customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { profileQueryOptions } from "./get-profile";

export interface ProfileUpdate {
  customerId: string;
  customerLocation?: UserDetail["userLocationDetails"][number];
  favoriteMerchantLocationRequest?: { customerId: string; locationId: number; isFavorite: boolean };
  email?: string;
  isPromoSubscribed?: boolean;
}

/** PUT /customer/profile/v2: a delivery address, a favourite restaurant, the email or the promotions choice. */
export async function updateProfile(update: ProfileUpdate) {
  return apiRequest({ method: "PUT", path: "/customer/profile/v2", payload: update, schema: userDetailSchema, auth: true });
}

/** The answer is the whole profile: it replaces the cached one. */
export function useUpdateProfile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      const [result, update] = args;
      if (result.ok) queryClient.setQueryData(profileQueryOptions(update.customerId).queryKey, result.data);
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
