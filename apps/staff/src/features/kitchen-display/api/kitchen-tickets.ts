import { unwrap } from "@forkful/api-client/api-client";
import { kitchenTicketsAnswerSchema } from "@forkful/contracts/kitchen";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/kitchen/tickets: the rail, oldest first. The live stream (orders, tickets) refreshes it. */
export const kitchenTicketsQuery = () =>
  queryOptions({
    queryKey: staffKeys.kitchenTickets(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/kitchen/tickets", schema: kitchenTicketsAnswerSchema, signal })).tickets,
  });

export const useKitchenTickets = () => useQuery(kitchenTicketsQuery());
