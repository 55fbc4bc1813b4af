/**
 * What no log line carries (issue 24): the values of a request's query string (a booking travels whole in `?data=`,
 * an order search by phone in `?search=`, an address typed in `?q=`), and what a failed query was given (a booking's
 * name and phone). Done where pino writes a line, by serializers of the keys `req`, `url` and `err` and a look at every
 * message, so the request log, the refused-request log, error logs and Fastify's own lines all get it; bodies are
 * never logged. The query's names stay (`?data=…`), so a line still says what was sent, never what it said.
 */

const HIDDEN = "…";

/** A URL or path with every query value hidden: `/customer/reservations?data=…&user=…`. */
export function withoutQueryValues(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]!.slice(0, 40)}=${HIDDEN}`);
  return `${url.slice(0, at)}?${names.join("&")}`;
}

/** Any request path with a query inside a text (a message, a stack): its query values hidden. */
const PATH_WITH_QUERY = /(\/[^\s?"'`]*)\?[^\s"'`]*/g;
/** What a failed database query was given (drizzle's "Failed query: …\nparams: …"): the values of a call's body. */
const QUERY_PARAMS = /^params: .*$/gm;

export const scrubText = (text: string): string =>
  text.replace(QUERY_PARAMS, `params: ${HIDDEN}`).replace(PATH_WITH_QUERY, (match) => withoutQueryValues(match));

/** Fields of an error that hold values given to a query (drizzle's params; PostgreSQL's detail names the row's values). */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where", "body", "data"]);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as a log line shows it: its name, message, stack and plain fields, without the values it was given. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: "" };
  const shown: SerializedError = { type: error.constructor.name, message: scrubText(error.message), stack: scrubText(error.stack ?? "") };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key in shown) continue;
    if (typeof value === "string") shown[key] = scrubText(value);
    else if (typeof value === "number" || typeof value === "boolean") shown[key] = value;
  }
  if (error.cause !== undefined && depth < 5) shown.cause = serializeError(error.cause, depth + 1);
  return shown;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino serializers: by the key a value is logged under. */
export const logSerializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: request.url === undefined ? undefined : withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  url: (url: unknown) => (typeof url === "string" ? withoutQueryValues(url) : url),
  err: (error: unknown) => serializeError(error),
};

/** pino's logMethod hook: a text logged as it is (Fastify's "Route GET:/x?… not found") has its query values hidden. */
export function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
  );
}
