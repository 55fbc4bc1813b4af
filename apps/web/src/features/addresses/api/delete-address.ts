import { deletedAddressSchema } from "@forkful/contracts/addresses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { accountQueryKey } from "../../../shared/api/query-keys";

export interface AddressRemoval {
  customerId: string;
  addressId: string;
}

/** DELETE /addresses/{id} */
export async function deleteAddress({ addressId }: AddressRemoval) {
  return apiRequest({ method: "DELETE", path: `/addresses/${encodeURIComponent(addressId)}`, schema: deletedAddressSchema, auth: true });
}

/** Deleting the default makes another the default: the whole list (and the profile) is asked for again. */
export function useDeleteAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAddress> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: deleteAddress,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (result.ok) await queryClient.invalidateQueries({ queryKey: accountQueryKey(input.customerId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
