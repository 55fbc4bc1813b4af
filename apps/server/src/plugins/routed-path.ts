/**
 * The path a decision about a request is made from (rate limits, the app version check, the not-found answer).
 * `request.url` is the request line as the client wrote it: an absolute-form line (`POST http://x/data-services/…`)
 * or percent-encoded letters (`/data%2Dservices/…`) reach the same route while `request.url` does not start with
 * the route's path, so a check reading it can be walked around.
 */
import type { FastifyRequest } from "fastify";

/** `http://host:port` at the start of an absolute-form request line (RFC 9112 §3.2.2). */
const SCHEME_AND_HOST = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The route's own path (`/data-services/order/:orderId`) when a route matched, however the request spelled it;
 * for a request no route matched, its path without scheme, host, query or fragment, percent-decoded as the router
 * decodes it.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? pathOfRequestLine(request.url);
}

/** The path of a request line: `http://x/a%2Db?q` → `/a-b`. */
export function pathOfRequestLine(url: string): string {
  const path = url.replace(SCHEME_AND_HOST, "").split(/[?#]/, 1)[0] || "/";
  try {
    // decodeURI leaves reserved characters (%2F, %3F, %23) encoded, as the router does.
    return decodeURI(path);
  } catch {
    return path;
  }
}
