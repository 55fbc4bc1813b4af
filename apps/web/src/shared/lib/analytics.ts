/**
 * The analytics service of spec §6: when a signed-in or guest-signed-in diner has an id, it is passed here.
 * A no-op by default; on a restaurant with the tag manager (its data layer exists) it pushes a login event.
 */
export interface Analytics {
  identify(userId: string): void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const noopAnalytics: Analytics = { identify() {} };

/** Google Tag Manager: `{ event: "login", userId }` on the page's data layer. */
export const dataLayerAnalytics: Analytics = {
  identify(userId) {
    window.dataLayer?.push({ event: "login", userId });
  },
};

/** The service for the current page: the data layer when the restaurant's tag manager is there, else the no-op. */
export function currentAnalytics(): Analytics {
  return typeof window !== "undefined" && Array.isArray(window.dataLayer) ? dataLayerAnalytics : noopAnalytics;
}

let identified: string | null = null;

/** Passes the diner's id on to the current service; null forgets it (signed out). */
export function identify(userId: string | null): void {
  identified = userId;
  if (userId) currentAnalytics().identify(userId);
}

/** Called when a tag manager data layer appears (entering a tagged restaurant): it learns who is signed in. */
export function identifyAgain(): void {
  if (identified) currentAnalytics().identify(identified);
}
