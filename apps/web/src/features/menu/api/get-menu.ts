import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import { type MenuRequest, menuDataSchema } from "@forkful/contracts/menu";
import type { MenuType } from "@forkful/contracts/merchants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import { menuTypeQueryKey } from "../../../shared/api/query-keys";

/** POST /merchants/menu/v2: the customer menu of a location for one menu type (only displayed items). */
export async function getMenu(request: MenuRequest, signal?: AbortSignal) {
  return unwrap(await apiRequest({ method: "POST", path: "/merchants/menu/v2", payload: request, schema: menuDataSchema, signal }));
}

export function menuQueryOptions(locationId: number, menuType: MenuType) {
  const request: MenuRequest = { type: menuType, locationId, visibleTo: [CUSTOMER_AUDIENCE], from: "web" };
  return queryOptions({
    queryKey: menuTypeQueryKey(locationId, menuType),
    queryFn: ({ signal }) => getMenu(request, signal),
  });
}

export function useMenu(locationId: number, menuType: MenuType, enabled = true) {
  return useQuery({ ...menuQueryOptions(locationId, menuType), enabled });
}
