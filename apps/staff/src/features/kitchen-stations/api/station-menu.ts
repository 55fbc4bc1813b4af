import { unwrap } from "@forkful/api-client/api-client";
import { staffMenuSchema } from "@forkful/contracts/menu-availability";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/menu: the restaurant's categories and dishes, the things a manager routes to stations. */
export const useStationMenu = () =>
  useQuery({
    queryKey: staffKeys.menuAvailability(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/menu", schema: staffMenuSchema, signal })),
  });
