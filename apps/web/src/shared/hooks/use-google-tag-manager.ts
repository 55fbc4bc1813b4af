import { CSP_NONCE_META, GTM_CONTAINER_ID, GTM_ORIGIN } from "@forkful/contracts/tag-manager";
import { useEffect } from "react";
import { identifyAgain } from "../lib/analytics";

export const GTM_SCRIPT_ID = "forkful-gtm";
/** Remembers the page loaded again for its tag manager, so it is loaded again once at most. */
const LOADED_AGAIN_KEY = "forkful-tag-manager-page";

export function gtmScriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * What the page as the server sent it allows the tag manager (the server decides per restaurant page): a nonce to
 * run it with, "forbidden" (a page of the app without a tag manager, loaded before the diner came to this restaurant),
 * or "unrestricted" when no policy of the server's applies (the development server, tests).
 */
export function tagManagerAllowance(doc: Document = document): { nonce: string } | "forbidden" | "unrestricted" {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[property="${CSP_NONCE_META}"]`);
  if (!meta) return "unrestricted";
  // Browsers hide a nonce attribute from the page once read (nonce hiding): the property keeps it.
  const nonce = meta.nonce || meta.getAttribute("nonce");
  return nonce ? { nonce } : "forbidden";
}

/** How the page is loaded again (a seam for tests: jsdom cannot reload). */
export const pageLoader = { reload: () => window.location.reload() };

/** Loads this page again from the server, which sends it with the restaurant's policy; once per page, never in a loop. */
function loadAgainOnce(): void {
  const here = window.location.pathname;
  try {
    if (window.sessionStorage.getItem(LOADED_AGAIN_KEY) === here) return;
    window.sessionStorage.setItem(LOADED_AGAIN_KEY, here);
  } catch {
    return;
  }
  pageLoader.reload();
}

function forgetLoadedAgain(): void {
  try {
    window.sessionStorage.removeItem(LOADED_AGAIN_KEY);
  } catch {
    // Without session storage nothing was remembered.
  }
}

/**
 * Loads the Google Tag Manager container of the current restaurant, only when it has the googleTag flag
 * (spec §9), with the nonce the page was served with. Leaving the restaurant removes the script element again.
 */
export function useGoogleTagManager(containerId: string | null | undefined): void {
  useEffect(() => {
    if (!containerId || !GTM_CONTAINER_ID.test(containerId)) return;
    const allowance = tagManagerAllowance();
    if (allowance === "forbidden") return loadAgainOnce();
    if (allowance !== "unrestricted") forgetLoadedAgain();
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    // The diner may have signed in before entering this restaurant: its tag manager learns who they are (spec §6).
    identifyAgain();
    const script = document.createElement("script");
    script.id = GTM_SCRIPT_ID;
    script.async = true;
    if (allowance !== "unrestricted") script.nonce = allowance.nonce;
    script.src = gtmScriptUrl(containerId);
    document.head.appendChild(script);
    return () => script.remove();
  }, [containerId]);
}
