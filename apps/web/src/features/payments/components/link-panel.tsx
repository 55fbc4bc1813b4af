import type { Transaction } from "@forkful/contracts/payments";
import { Button, buttonClasses } from "@forkful/ui/button";
import { QrCode } from "@forkful/ui/qr-code";
import { inputClasses } from "@forkful/ui/text-field";
import { useState } from "react";
import { WaitingNote } from "./waiting-note";

function expiryText(expiresAt: string): string {
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return "";
  return `The link works until ${at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })}.`;
}

/** The payment link of a PAYMENT_LINKS transaction: open it here, copy it, or scan it on another device. */
export function LinkPanel({ transaction }: { transaction: Transaction }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = transaction.paymentLink;
  if (!link) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-3" data-testid="link-panel">
      <div className="flex gap-2">
        <label htmlFor="payment-link" className="sr-only">
          Payment link
        </label>
        <input id="payment-link" readOnly value={link.url} className={inputClasses(false, "h-11 min-w-0 flex-1 text-sm")} />
        <Button variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      {copied === false && <p className="text-sm text-red-700">Copying is not allowed here: select the link and copy it.</p>}
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonClasses("secondary", "sm")}>
        Open the payment page
      </a>
      <div className="flex items-center gap-3">
        <QrCode value={link.url} label="QR code of the payment link" size={128} />
        <div className="space-y-1">
          <p className="text-sm font-semibold text-stone-900">Open on another device</p>
          <p className="text-sm text-stone-600">Scan this code with your phone's camera to pay there. {expiryText(link.expiresAt)}</p>
        </div>
      </div>
      <WaitingNote>Waiting for your payment…</WaitingNote>
    </div>
  );
}
