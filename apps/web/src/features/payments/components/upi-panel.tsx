import { formatMoney } from "@forkful/contracts/money";
import type { Transaction } from "@forkful/contracts/payments";
import { buttonClasses } from "@forkful/ui/button";
import { QrCode } from "@forkful/ui/qr-code";
import { WaitingNote } from "./waiting-note";

/** The UPI QR of a BHARAT_QR transaction: scan it with any UPI app; the page moves on once it is paid. */
export function UpiPanel({ transaction }: { transaction: Transaction }) {
  const upi = transaction.upi;
  if (!upi) return null;
  const amount = formatMoney(transaction.amount, transaction.currency);
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:items-start sm:text-left" data-testid="upi-panel">
      <QrCode value={upi.uri} label={`UPI QR code to pay ${amount}`} />
      <div className="space-y-2">
        <p className="font-semibold text-stone-900">Scan to pay {amount}</p>
        <p className="text-sm text-stone-600">Open any UPI app (Google Pay, PhonePe, Paytm, BHIM) and scan this code.</p>
        <a href={upi.uri} className={buttonClasses("secondary", "sm", "md:hidden")}>
          Open in a UPI app
        </a>
        <WaitingNote>Waiting for your payment…</WaitingNote>
        {upi.sandboxUrl && (
          <a href={upi.sandboxUrl} target="_blank" rel="noopener noreferrer" className="block text-xs font-semibold text-brand underline">
            Sandbox: pay this QR without a phone
          </a>
        )}
      </div>
    </div>
  );
}
