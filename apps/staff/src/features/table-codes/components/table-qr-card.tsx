import { TABLE_QR_WORDS, type TableQrCode } from "@forkful/contracts/table-qr-codes";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { PrinterIcon } from "@forkful/ui/icons";
import { QrCode } from "@forkful/ui/qr-code";

export interface TableQrCardProps {
  table: TableQrCode;
  /** The absolute address the QR code opens: the table's landing with its current code. */
  url: string;
  restaurantName: string;
  /** Left off the printed page (another card is printed alone). */
  hiddenInPrint: boolean;
  renewing: boolean;
  onPrint: () => void;
  onRenew: () => void;
}

/**
 * One table's printable card: its QR code to the table's landing (with the table's current code), its name and
 * section, and what scanning does; on screen, print it alone (when a host seats a party) or give the table a new code.
 */
export function TableQrCard({ table, url, restaurantName, hiddenInPrint, renewing, onPrint, onRenew }: TableQrCardProps) {
  return (
    <article
      aria-label={`${table.tableName} · ${table.sectionName}`}
      className={cn(
        "flex break-inside-avoid flex-col items-center rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm print:rounded-lg print:border-black print:p-4 print:shadow-none",
        hiddenInPrint && "print:hidden",
      )}
      data-testid="table-qr-card"
    >
      <p className="text-xs font-semibold tracking-[0.15em] text-stone-500 uppercase print:text-black">{restaurantName}</p>
      <h2 className="mt-1 text-2xl font-extrabold text-stone-900 print:text-black">{table.tableName}</h2>
      <p className="text-sm text-stone-600 print:text-black">
        {table.sectionName} · {table.seats} {table.seats === 1 ? "seat" : "seats"}
      </p>
      <QrCode value={url} label={`QR code to order at ${table.tableName}`} size={176} className="mt-3 border-0 p-0" />
      <p className="mt-3 text-base font-bold text-stone-900 print:text-black">{TABLE_QR_WORDS.scanToOrder}</p>
      <div className="mt-4 flex w-full flex-wrap justify-center gap-2 print:hidden">
        <Button variant="secondary" size="sm" onClick={onPrint}>
          <PrinterIcon size={16} /> {TABLE_QR_WORDS.printOne}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRenew} disabled={renewing}>
          {renewing ? "Renewing…" : TABLE_QR_WORDS.newCode}
        </Button>
      </div>
    </article>
  );
}
