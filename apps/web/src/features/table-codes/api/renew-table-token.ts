import { type TableQrCodes, tableQrCodeSchema } from "@forkful/contracts/table-qr-codes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import { tableQrCodesQueryKey } from "./get-table-qr-codes";
import type { StaffSession } from "./staff-sign-in";

/** POST /staff/tables/{tableId}/token: the table's new code; the one printed before stops working at once. */
export function renewTableToken(staffToken: string, tableId: string) {
  return apiRequest({
    method: "POST",
    path: `/staff/tables/${encodeURIComponent(tableId)}/token`,
    encoded: false,
    schema: tableQrCodeSchema,
    bearerToken: staffToken,
  });
}

/** Renews a table's code; the sheet shows the new card at once. */
export function useRenewTableToken(session: StaffSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) => renewTableToken(session.accessToken, tableId),
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<TableQrCodes>(tableQrCodesQueryKey(session.staff.id), (sheet) =>
        sheet ? { ...sheet, tables: sheet.tables.map((t) => (t.tableId === result.data.tableId ? result.data : t)) } : sheet,
      );
    },
  });
}
