import { unwrap } from "@forkful/api-client/api-client";
import { tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/tables/qr-codes (a manager or a host): every table of the staff member's restaurant with the link its QR code opens now. */
export const tableQrCodesQuery = () =>
  queryOptions({
    queryKey: staffKeys.tableQrCodes(),
    queryFn: async ({ signal }) =>
      unwrap(await staffCall({ method: "GET", path: "/staff/tables/qr-codes", schema: tableQrCodesAnswerSchema, signal })),
    // Tokens change when a table's bill is paid: the sheet reads them again each time it is opened.
    staleTime: 0,
  });

export const useTableQrCodes = () => useQuery(tableQrCodesQuery());
