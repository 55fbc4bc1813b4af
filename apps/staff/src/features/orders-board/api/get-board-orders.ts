import { unwrap } from "@forkful/api-client/api-client";
import { ordersPageSchema } from "@forkful/contracts/orders";
import { BOARD_STATUSES } from "@forkful/contracts/staff-board";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/orders?status=…: the restaurant's orders on the board, newest first. The live stream refreshes it. */
export const boardOrdersQuery = () =>
  queryOptions({
    queryKey: staffKeys.orders(),
    queryFn: async ({ signal }) =>
      unwrap(
        await staffCall({
          method: "GET",
          path: "/staff/orders",
          query: { status: BOARD_STATUSES.join(",") },
          schema: ordersPageSchema,
          signal,
        }),
      ).content,
  });

export const useBoardOrders = () => useQuery(boardOrdersQuery());
