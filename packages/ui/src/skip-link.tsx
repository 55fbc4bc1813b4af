import { type MouseEvent, type ReactNode, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";

const SLOT_ID = "skip-links";

/** Where a page's skip links go: first in the app's shell, so a skip link is the first stop of the Tab key. */
export function SkipLinkSlot() {
  return <div id={SLOT_ID} />;
}

export interface SkipLinkProps {
  /** Ids of the places to go, in order: the first one shown at this size gets the focus (the panel or the bar). */
  targets: readonly string[];
  children: ReactNode;
}

/** The first one of the targets that is shown: a part of the page can live in two places, one per screen size. */
function shownTarget(targets: readonly string[]): HTMLElement | null {
  for (const id of targets) {
    const element = document.getElementById(id);
    if (element && element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * A link that takes keyboard focus straight to a part of the page (the cart), hidden until it is focused. It sits
 * in the shell's slot when there is one, else where it is rendered.
 */
export function SkipLink({ targets, children }: SkipLinkProps) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => setSlot(document.getElementById(SLOT_ID)), []);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = shownTarget(targets);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: "nearest" });
  };
  const link = (
    <a
      href={`#${targets[0]}`}
      onClick={skip}
      className="sr-only rounded-full bg-stone-900 text-sm font-semibold text-white shadow-lg outline-offset-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:px-4 focus:py-2.5 focus-visible:outline-3 focus-visible:outline-stone-900"
    >
      {children}
    </a>
  );
  return slot ? createPortal(link, slot) : link;
}
