/**
 * Security headers from helmet, computed once at boot and set on every answer. @fastify/helmet
 * runs helmet (and re-parses the CSP) on every request; the headers never vary, so we don't.
 * The one exception: a page of a restaurant with a tag manager (web-app.ts) gets a policy that lets the tag manager's
 * scripts run, with a nonce of its own; no other answer does.
 */
import { GTM_COLLECT_ORIGIN, GTM_ORIGIN } from "@forkful/contracts/tag-manager";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", "data:"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

const optionsWith = (directives: typeof DIRECTIVES): HelmetOptions => ({
  contentSecurityPolicy: { directives },
  crossOriginEmbedderPolicy: false,
});

/** Stands for the page's nonce in the policy computed at boot. */
const NONCE_SLOT = "__forkful_nonce__";

/** The headers helmet would set, read by running it once against a recording response. */
export function securityHeaders(options: HelmetOptions = optionsWith(DIRECTIVES)): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, () => {});
  return headers;
}

const TAG_MANAGER_CSP = securityHeaders(
  optionsWith({
    ...DIRECTIVES,
    scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`, GTM_ORIGIN],
    connectSrc: ["'self'", GTM_COLLECT_ORIGIN],
  }),
)["content-security-policy"]!;

/** The policy of a page whose restaurant has a tag manager: its scripts may run, and a script bearing `nonce`. */
export function tagManagerPageCsp(nonce: string): string {
  if (!/^[A-Za-z0-9+/=]{16,64}$/.test(nonce)) throw new Error("A CSP nonce is base64");
  return TAG_MANAGER_CSP.replace(NONCE_SLOT, nonce);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
}
