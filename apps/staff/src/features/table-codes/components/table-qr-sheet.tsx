import { MESSAGES } from "@forkful/contracts/messages";
import { TABLE_QR_WORDS, type TableQrCode } from "@forkful/contracts/table-qr-codes";
import { Button } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { FormAlert } from "@forkful/ui/form-alert";
import { PrinterIcon } from "@forkful/ui/icons";
import { Spinner } from "@forkful/ui/spinner";
import { useState } from "react";
import { useStaffRestaurant } from "../../../shared/api/staff-restaurant";
import type { StaffMember } from "../../../shared/api/staff-session";
import { useTableQrCodes } from "../api/get-table-qr-codes";
import { useRenewTableToken } from "../api/renew-table-token";
import { usePrintCards } from "../hooks/use-print-cards";
import { RenewCodeDialog } from "./renew-code-dialog";
import { TableQrCard } from "./table-qr-card";

/**
 * The tables' QR sheet of the signed-in staff member's restaurant (decision 028): every table's card with its current
 * code; Print all lays them out three to an A4 row, or one table's card prints alone.
 */
export function TableQrSheet({ staff }: { staff: StaffMember }) {
  const sheet = useTableQrCodes();
  const restaurant = useStaffRestaurant(staff);
  const renew = useRenewTableToken();
  const print = usePrintCards();
  const [asking, setAsking] = useState<TableQrCode | null>(null);
  const [notice, setNotice] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  if (sheet.isPending) return <Spinner label="Loading the table QR codes" />;
  if (sheet.isError) return <ErrorState message={MESSAGES.genericFailure} onRetry={() => sheet.refetch()} />;
  const { tables, branchName } = sheet.data;
  const renewIt = async (table: TableQrCode) => {
    const result = await renew.mutateAsync(table.tableId).catch(() => null);
    setAsking(null);
    setNotice(
      result?.ok
        ? { tone: "ok", text: `${table.tableName}: ${TABLE_QR_WORDS.newCodeDone}` }
        : { tone: "error", text: result?.message ?? MESSAGES.genericFailure },
    );
  };
  return (
    <div className="mx-auto max-w-6xl print:max-w-none">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{TABLE_QR_WORDS.title}</h1>
          <p className="text-sm text-stone-700">
            {branchName} · {tables.length} {tables.length === 1 ? "table" : "tables"}. Each card opens its table with the table's current
            code: print a table's card when you seat a party; a code changes once the table's bill is paid.
          </p>
        </div>
        <Button onClick={print.printAll} disabled={tables.length === 0}>
          <PrinterIcon size={18} /> {TABLE_QR_WORDS.printAll}
        </Button>
      </div>
      <div aria-live="polite" className="print:hidden">
        {notice?.tone === "error" && <FormAlert message={notice.text} />}
        {notice?.tone === "ok" && (
          <p className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">{notice.text}</p>
        )}
      </div>
      {tables.length === 0 ? (
        <EmptyState title="This restaurant has no tables yet" />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
          {tables.map((table) => (
            <TableQrCard
              key={table.tableId}
              table={table}
              url={`${window.location.origin}${table.tablePath}`}
              restaurantName={restaurant.data?.merchantName ?? branchName}
              hiddenInPrint={print.only !== null && print.only !== table.tableId}
              renewing={renew.isPending && renew.variables === table.tableId}
              onPrint={() => print.printOne(table.tableId)}
              onRenew={() => setAsking(table)}
            />
          ))}
        </div>
      )}
      {asking && (
        <RenewCodeDialog
          tableName={asking.tableName}
          renewing={renew.isPending}
          onConfirm={() => void renewIt(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
