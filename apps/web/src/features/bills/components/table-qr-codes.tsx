import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { useFloor } from "../../../shared/api/floor";
import { Button } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorState } from "../../../shared/ui/error-state";
import { PrinterIcon } from "../../../shared/ui/icons";
import { LoadingPlaceholder } from "../../../shared/ui/loading-placeholder";
import { TableQrCard } from "./table-qr-card";

export interface TableQrCodesProps {
  restaurant: RestaurantDetail;
  /** The absolute address of a table's landing. */
  landingUrl: (tableId: string) => string;
}

/** Every table of the restaurant as a printable card with its QR code; Print lays them out three to an A4 row. */
export function TableQrCodes({ restaurant, landingUrl }: TableQrCodesProps) {
  const floor = useFloor(restaurant.id);
  if (floor.isPending) return <LoadingPlaceholder />;
  if (floor.isError) return <ErrorState onRetry={() => floor.refetch()} />;
  const tables = floor.data.sections.flatMap((section) => section.tables);
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16 print:max-w-none print:p-0">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Table QR codes</h1>
          <p className="text-sm text-stone-600">
            {restaurant.branchName} · {tables.length} {tables.length === 1 ? "table" : "tables"}. Print them and set each on its table:
            diners scan to see the menu, order and pay at that table.
          </p>
        </div>
        <Button onClick={() => window.print()} disabled={tables.length === 0}>
          <PrinterIcon size={18} /> Print
        </Button>
      </div>
      {tables.length === 0 ? (
        <EmptyState title="This restaurant has no tables yet" />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
          {tables.map((table) => (
            <TableQrCard key={table.tableId} table={table} url={landingUrl(table.tableId)} restaurantName={restaurant.merchantName} />
          ))}
        </div>
      )}
    </main>
  );
}
