import { type AddressFields, savedAddressSchema } from "@forkful/contracts/addresses";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";
import { accountQueryKey } from "../../../shared/api/query-keys";

export interface NewAddress {
  customerId: string;
  fields: AddressFields;
}

/** POST /addresses: a new saved address (409 when the diner already keeps the most they may). */
export async function createAddress({ customerId, fields }: NewAddress) {
  return apiRequest({ method: "POST", path: "/addresses", payload: { ...fields, customerId }, schema: savedAddressSchema, auth: true });
}

/** The list, and the profile that reads it, are asked for again. */
export function useCreateAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createAddress> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createAddress,
    onSuccess: async (...args) => {
      const [result, input] = args;
      if (result.ok) await queryClient.invalidateQueries({ queryKey: accountQueryKey(input.customerId) });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
}
