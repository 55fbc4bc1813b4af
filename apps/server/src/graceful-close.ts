/**
 * How an instance stops on SIGTERM (a rolling restart) without dropping anyone: it stops taking new connections,
 * answers 503 to a request arriving on a kept-alive one (the load balancer tries another instance), tells each open
 * event stream to reconnect (it comes back through the load balancer, to another instance), and lets the calls in
 * flight finish — within a grace period, after which the connections still open are closed. A diner whose call was
 * cut retries it with the same idempotency key and gets the same answer from another instance.
 */
import type { FastifyInstance } from "fastify";

export interface GracefulClose {
  /** How long calls in flight may take to finish (ms). */
  graceMs: number;
}

/** Closes the app; resolves true when everything finished in time, false when connections had to be cut. */
export async function closeGracefully(app: FastifyInstance, { graceMs }: GracefulClose): Promise<boolean> {
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, "Calls still in flight after the grace period: closing their connections");
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return !cut;
}
