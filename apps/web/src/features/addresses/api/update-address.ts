import { type AddressFields, savedAddressSchema } from "@forkful/contracts/addresses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { accountQueryKey } from "../../../shared/api/query-keys";

export interface AddressChange {
  customerId: string;
  addressId: string;
  fields: Partial<AddressFields>;
}

/** PUT /addresses/{id}: new lines, a moved pin, another tag, or made the default. */
export async function updateAddress({ addressId, fields }: AddressChange) {
  return apiRequest({
    method: "PUT",
    path: `/addresses/${encodeURIComponent(addressId)}`,
    payload: fields,
    schema: savedAddressSchema,
    auth: true,
  });
}

/** A new default changes the others too: the whole list (and the profile) is asked for again. */
export function useUpdateAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateAddress> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateAddress,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (result.ok) await queryClient.invalidateQueries({ queryKey: accountQueryKey(input.customerId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
