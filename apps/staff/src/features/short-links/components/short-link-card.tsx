import type { ShortLink } from "@forkful/contracts/short-links";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { PrinterIcon } from "@forkful/ui/icons";
import { QrCode } from "@forkful/ui/qr-code";
import { useId } from "react";
import { KIND_WORDS } from "./short-link-words";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** One link: what it opens, its visits, its expiry; its QR code to print when shown. */
export function ShortLinkCard({
  link,
  qrShown,
  onToggleQr,
  onPrint,
  onExpire,
}: {
  link: ShortLink;
  qrShown: boolean;
  onToggleQr: () => void;
  onPrint: () => void;
  onExpire: () => void;
}) {
  const titleId = useId();
  const qrId = useId();
  const title = link.label ?? KIND_WORDS[link.kind];
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm print:border-0 print:shadow-none",
        link.expired ? "border-stone-200 opacity-80" : "border-stone-200",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-stone-900">
            {title}
          </h3>
          <p className="break-all font-mono text-sm text-stone-900">{link.url}</p>
          <p className="text-sm text-stone-700">
            {KIND_WORDS[link.kind]}: opens <span className="break-all">{link.target}</span>
          </p>
        </div>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-sm font-semibold print:hidden",
            link.expired ? "bg-stone-200 text-stone-800" : "bg-emerald-100 text-emerald-900",
          )}
        >
          {link.expired ? "Expired" : "Working"}
        </span>
      </header>
      <p className="text-sm text-stone-700 print:hidden">
        {link.visits} {link.visits === 1 ? "visit" : "visits"} ·{" "}
        {link.expiresAt
          ? `${link.expired ? "Expired" : "Expires"} ${when.format(new Date(link.expiresAt))}`
          : link.expired
            ? "Expired"
            : "Never expires"}
      </p>
      {qrShown && (
        <div id={qrId} className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 p-3 print:border-0">
          <QrCode value={link.url} label={`QR code of ${link.url}`} size={200} />
          <p className="text-center text-sm font-semibold text-stone-900">{title}</p>
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        <Button variant="secondary" size="sm" aria-expanded={qrShown} aria-controls={qrShown ? qrId : undefined} onClick={onToggleQr}>
          {qrShown ? "Hide QR code" : "Show QR code"}
        </Button>
        {qrShown && (
          <Button variant="secondary" size="sm" onClick={onPrint}>
            <PrinterIcon size={16} /> Print
          </Button>
        )}
        {!link.expired && (
          <Button variant="secondary" size="sm" onClick={onExpire} className="text-red-800">
            Expire
          </Button>
        )}
      </div>
    </article>
  );
}
