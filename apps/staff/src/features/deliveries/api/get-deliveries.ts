import { unwrap } from "@forkful/api-client/api-client";
import { staffDeliveriesAnswerSchema } from "@forkful/contracts/staff-deliveries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/deliveries (a manager): the open deliveries, oldest first. The live stream's `orders` topic refreshes it. */
export const deliveriesQuery = () =>
  queryOptions({
    queryKey: staffKeys.deliveries(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/deliveries", schema: staffDeliveriesAnswerSchema, signal })).deliveries,
  });

export const useDeliveries = () => useQuery(deliveriesQuery());
