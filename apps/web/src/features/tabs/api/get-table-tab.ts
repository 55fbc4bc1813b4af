import { tableTabAnswerSchema } from "@forkful/contracts/tabs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, errorStatus, unwrap } from "../../../shared/api/api-client";
import { useSession } from "../../../shared/hooks/use-session";

export interface TableTabRef {
  locationId: number;
  tableId: string;
}

/** POST /order/customer/table-tab: the table's name and section, and its open tab (in numbers only, unless you dine at it). */
export async function getTableTab({ locationId, tableId }: TableTabRef, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "POST",
      path: "/order/customer/table-tab",
      payload: { locationId, tableId },
      schema: tableTabAnswerSchema,
      signal,
      auth: true,
    }),
  );
}

/** Whether the caller is a diner of the tab depends on who asks: the diner is part of the key. */
export function tableTabQueryOptions(table: TableTabRef, customerId: string | null) {
  return queryOptions({
    queryKey: ["table-tab", table.locationId, table.tableId, customerId] as const,
    queryFn: ({ signal }) => getTableTab(table, signal),
    staleTime: 10_000,
    // A table the restaurant does not have is an answer, not a failure to try again.
    retry: (failures, error) => failures < 2 && (errorStatus(error) ?? 500) >= 500,
  });
}

export function useTableTab(table: TableTabRef) {
  const { customerId } = useSession();
  return useQuery(tableTabQueryOptions(table, customerId));
}
