import { unwrap } from "@forkful/api-client/api-client";
import { staffMenuSchema } from "@forkful/contracts/menu-availability";
import { queryOptions } from "@tanstack/react-query";
import { staffKeys } from "./query-keys";
import { staffCall } from "./staff-client";

/**
 * GET /staff/menu: the restaurant's dishes by category with their options and what is sold out. One read under one key
 * for every screen that needs the menu (availability, stations, campaigns); each adds its own polling or selection.
 */
export const staffMenuQuery = () =>
  queryOptions({
    queryKey: staffKeys.menuAvailability(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/menu", schema: staffMenuSchema, signal })),
  });
