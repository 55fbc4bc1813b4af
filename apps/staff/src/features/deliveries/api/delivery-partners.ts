import { unwrap } from "@forkful/api-client/api-client";
import { type DeliveryPartner, staffDeliveryPartnersSchema } from "@forkful/contracts/delivery";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/delivery/partners: the partners the restaurant allows (its order of preference) and those the server offers. */
export const deliveryPartnersQuery = () =>
  queryOptions({
    queryKey: staffKeys.deliveryPartners(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/delivery/partners", schema: staffDeliveryPartnersSchema, signal })),
  });

export const useDeliveryPartners = () => useQuery(deliveryPartnersQuery());

/** PUT /staff/delivery/partners (a manager): the partners to allow, most preferred first. */
export function useChooseDeliveryPartners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partners: DeliveryPartner[]) =>
      staffCall({ method: "PUT", path: "/staff/delivery/partners", payload: { partners }, schema: staffDeliveryPartnersSchema }),
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(staffKeys.deliveryPartners(), result.data);
    },
  });
}
