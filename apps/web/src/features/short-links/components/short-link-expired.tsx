import { MESSAGES } from "@forkful/contracts/messages";
import { SHORT_LINK_PAGE_TEXTS, SHORT_LINK_REFUSALS } from "@forkful/contracts/short-links";
import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";

/**
 * A short link that opens nothing, with a way on to the restaurants: one that expired says 'Link expired..' (spec §8),
 * one that was never made says it was not found.
 */
export function ShortLinkExpired({ neverMade = false }: { neverMade?: boolean }) {
  return (
    <main role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M9 15l6-6" />
          <path d="M11 6l1.5-1.5a4 4 0 0 1 5.7 5.7L16.5 12" />
          <path d="M13 18l-1.5 1.5a4 4 0 0 1-5.7-5.7L7.5 12" />
          <path d="M4 4l16 16" />
        </svg>
      </div>
      <h1 className="mt-5 text-2xl font-bold text-stone-900">{neverMade ? SHORT_LINK_REFUSALS.neverMade : MESSAGES.linkExpired}</h1>
      <p className="mt-2 text-stone-600">{neverMade ? SHORT_LINK_PAGE_TEXTS.neverMade : SHORT_LINK_PAGE_TEXTS.expired}</p>
      <Link to="/" className={buttonClasses("primary", "lg", "mt-8")}>
        Browse restaurants
      </Link>
    </main>
  );
}
