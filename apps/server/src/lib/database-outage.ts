/**
 * Whether an error means the database cannot be reached (down, restarting, refusing connections), as opposed to a
 * query it refused. Such errors answer 503 with Retry-After instead of 500 (plugins/error-handler.ts). A socket
 * error of another service reached over the network (the SMS gateway) reads the same, and is as passing.
 */

/** PostgreSQL codes of a server going away: admin shutdown, crash shutdown, cannot connect now; class 08 is connection exceptions. */
const OUTAGE_SQL_STATES = new Set(["57P01", "57P02", "57P03"]);
const OUTAGE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** Messages of pg, pg-pool and PGlite that carry no code. */
const OUTAGE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

function isOutageItself(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (OUTAGE_SQL_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || OUTAGE_SOCKET_CODES.has(code)) return true;
  const message = typeof error.message === "string" ? error.message : "";
  return OUTAGE_MESSAGES.some((text) => message.includes(text));
}

/** Looks through the error, its causes (drizzle wraps the driver's error) and an AggregateError's errors. */
export function isDatabaseOutage(error: unknown): boolean {
  return outageWithin(error, 0);
}

function outageWithin(error: unknown, depth: number): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (isOutageItself(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => outageWithin(inner, depth + 1))) return true;
  return outageWithin(candidate.cause, depth + 1);
}
