import { tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, unwrap } from "../../../shared/api/api-client";
import type { StaffSession } from "./staff-sign-in";

/** The sheet's queries are keyed by who signed in (never by their token). */
export const tableQrCodesQueryKey = (staffId: string) => ["staff", staffId, "table-qr-codes"] as const;

/** GET /staff/tables/qr-codes (JSON, a manager or a host): every table with the link its QR code opens now. */
export async function getTableQrCodes(staffToken: string, signal?: AbortSignal) {
  return unwrap(
    await apiRequest({
      method: "GET",
      path: "/staff/tables/qr-codes",
      encoded: false,
      schema: tableQrCodesAnswerSchema,
      signal,
      bearerToken: staffToken,
    }),
  );
}

export function tableQrCodesQueryOptions(session: StaffSession) {
  return queryOptions({
    queryKey: tableQrCodesQueryKey(session.staff.id),
    queryFn: ({ signal }) => getTableQrCodes(session.accessToken, signal),
    // Tokens change when a table's bill is paid: the sheet reads them again when the page comes back into view.
    staleTime: 0,
    retry: false,
  });
}

export function useTableQrCodes(session: StaffSession) {
  return useQuery(tableQrCodesQueryOptions(session));
}
