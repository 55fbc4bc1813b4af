/**
 * Google Tag Manager (spec §9): a restaurant with the googleTag flag loads its container on its pages, and only its
 * pages' content security policy lets the tag manager's scripts run, with a nonce given per page.
 */

/** Where the container script and the scripts it loads come from. */
export const GTM_ORIGIN = "https://www.googletagmanager.com";
/** Where the tag manager sends what it measures. */
export const GTM_COLLECT_ORIGIN = "https://www.google-analytics.com";
/** Container ids look like GTM-ABC123; anything else is never put in a script URL. */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;
/** The meta tag (`<meta property="csp-nonce" nonce="…">`) by which a served page gives the web its script nonce. */
export const CSP_NONCE_META = "csp-nonce";
