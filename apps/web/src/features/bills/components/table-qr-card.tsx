import type { DiningTable } from "@forkful/contracts/floor";
import { QrCode } from "../../../shared/ui/qr-code";

export interface TableQrCardProps {
  table: DiningTable;
  /** The absolute address of the table's landing. */
  url: string;
  restaurantName: string;
}

/** One table's printable card: its QR code to the table's landing, its name and section, and what scanning does. */
export function TableQrCard({ table, url, restaurantName }: TableQrCardProps) {
  return (
    <article
      aria-label={`${table.tableName} · ${table.sectionName}`}
      className="flex break-inside-avoid flex-col items-center rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm print:rounded-lg print:border-black print:p-4 print:shadow-none"
      data-testid="table-qr-card"
    >
      <p className="text-xs font-semibold tracking-[0.15em] text-stone-500 uppercase print:text-black">{restaurantName}</p>
      <h2 className="mt-1 text-2xl font-extrabold text-stone-900 print:text-black">{table.tableName}</h2>
      <p className="text-sm text-stone-600 print:text-black">
        {table.sectionName} · {table.seats} {table.seats === 1 ? "seat" : "seats"}
      </p>
      <QrCode value={url} label={`QR code to order at ${table.tableName}`} size={176} className="mt-3 border-0 p-0" />
      <p className="mt-3 text-base font-bold text-stone-900 print:text-black">Scan to order at this table</p>
      <p className="mt-0.5 max-w-full text-xs break-words text-stone-500 print:text-black">
        {/* The address may wrap after each slash, never inside a word. */}
        {url.split("/").map((piece, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed address, in order
          <span key={i}>
            {i > 0 && (
              <>
                /<wbr />
              </>
            )}
            {piece}
          </span>
        ))}
      </p>
    </article>
  );
}
