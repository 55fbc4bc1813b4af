import { type TableQrCodes, tableQrCodeSchema } from "@forkful/contracts/table-qr-codes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** POST /staff/tables/{tableId}/token: the table's new code; the one printed before stops working at once. */
export function useRenewTableToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tableId: string) =>
      staffCall({ method: "POST", path: `/staff/tables/${encodeURIComponent(tableId)}/token`, schema: tableQrCodeSchema }),
    // The sheet shows the table's new card at once.
    onSuccess: (result) => {
      if (!result.ok) return;
      queryClient.setQueryData<TableQrCodes>(staffKeys.tableQrCodes(), (sheet) =>
        sheet ? { ...sheet, tables: sheet.tables.map((t) => (t.tableId === result.data.tableId ? result.data : t)) } : sheet,
      );
    },
  });
}
