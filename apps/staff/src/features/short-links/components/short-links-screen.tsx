import { MESSAGES } from "@forkful/contracts/messages";
import type { ShortLink } from "@forkful/contracts/short-links";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { FormAlert } from "@forkful/ui/form-alert";
import { Spinner } from "@forkful/ui/spinner";
import { useEffect, useState } from "react";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useExpireShortLink } from "../api/expire-short-link";
import { useShortLinks } from "../api/get-short-links";
import { ExpireLinkDialog } from "./expire-link-dialog";
import { ShortLinkCard } from "./short-link-card";
import { ShortLinkForm } from "./short-link-form";

/** The restaurant's short links: make one, show and print its QR code, expire one (asked to confirm first). */
export function ShortLinksScreen() {
  const links = useShortLinks();
  const expire = useExpireShortLink();
  const [shown, setShown] = useState<string | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const [asking, setAsking] = useState<ShortLink | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  usePrintWhenAsked(printing, setPrinting);

  const expireIt = async (link: ShortLink) => {
    const outcome = await outcomeOf(expire.mutateAsync(link.id));
    if (outcome.ok) {
      setAsking(null);
      setRefusal(null);
    } else setRefusal(outcome.message);
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[22rem_1fr] print:block">
      <div className="flex flex-col gap-3 print:hidden">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Short links</h1>
        <p className="text-sm text-stone-700">
          A short link opens a page of the restaurant: print its QR code on a sticker, a flyer or a menu.
        </p>
        <section aria-labelledby="make-link-title" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <h2 id="make-link-title" className="mb-3 text-lg font-bold text-stone-900">
            Make a short link
          </h2>
          <ShortLinkForm onMade={(link) => setShown(link.id)} />
        </section>
      </div>
      <section aria-labelledby="links-title" className="flex flex-col gap-3">
        <h2 id="links-title" className="text-lg font-bold text-stone-900 print:hidden">
          The restaurant's links
        </h2>
        {links.isPending ? (
          <Spinner label="Loading the short links" />
        ) : links.isError ? (
          <ErrorState message={MESSAGES.genericFailure} onRetry={() => links.refetch()} />
        ) : links.data.length === 0 ? (
          <EmptyState title="No short links yet" body="Make one with the form: it appears here with its QR code." />
        ) : (
          <ul className="flex flex-col gap-3">
            {links.data.map((link) => (
              <li key={link.id} className={printing && printing !== link.id ? "print:hidden" : undefined}>
                <ShortLinkCard
                  link={link}
                  qrShown={shown === link.id || printing === link.id}
                  onToggleQr={() => setShown(shown === link.id ? null : link.id)}
                  onPrint={() => setPrinting(link.id)}
                  onExpire={() => {
                    setRefusal(null);
                    setAsking(link);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {asking && (
        <ExpireLinkDialog link={asking} pending={expire.isPending} onExpire={() => expireIt(asking)} onClose={() => setAsking(null)}>
          {refusal && <FormAlert message={refusal} />}
        </ExpireLinkDialog>
      )}
    </div>
  );
}

/** Opens the print dialog once the page shows only the link to print; done, the page shows every link again. */
function usePrintWhenAsked(printing: string | null, setPrinting: (id: string | null) => void) {
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing, setPrinting]);
}
