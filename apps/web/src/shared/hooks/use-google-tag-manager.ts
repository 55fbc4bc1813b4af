import { useEffect } from "react";
import { identifyAgain } from "../lib/analytics";

export const GTM_SCRIPT_ID = "forkful-gtm";
export const GTM_ORIGIN = "https://www.googletagmanager.com";
/** Container ids look like GTM-ABC123; anything else is not injected into a script URL. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;

export function gtmScriptUrl(containerId: string): string {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * Loads the Google Tag Manager container of the current restaurant, only when it has the googleTag flag
 * (spec §9). Leaving the restaurant removes the script element again.
 */
export function useGoogleTagManager(containerId: string | null | undefined): void {
  useEffect(() => {
    if (!containerId || !CONTAINER_ID.test(containerId)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    // The diner may have signed in before entering this restaurant: its tag manager learns who they are (spec §6).
    identifyAgain();
    const script = document.createElement("script");
    script.id = GTM_SCRIPT_ID;
    script.async = true;
    script.src = gtmScriptUrl(containerId);
    document.head.appendChild(script);
    return () => script.remove();
  }, [containerId]);
}
