/**
 * How many live trackers (event streams: an order's, a place in line's) are open, per client address and in all. A
 * tracker holds a socket for as long as the diner watches, so one client opening thousands could starve everyone: a
 * new one is admitted only under both bounds, counted before any database work, and refused cheaply otherwise.
 *
 * A client's bound is shared by every instance (through Redis when REDIS_URL is set): spreading trackers over the
 * instances behind a load balancer does not get a client more. The bound in all is this process's own: it guards this
 * process's sockets and open files, which another instance's trackers do not use.
 */

import { ORDER_TRACKERS_RETRY_AFTER_SECONDS } from "@forkful/contracts/constants";
import { releaseOnce, type SharedBounds } from "./shared-bounds";

export interface TrackerLimits {
  perClient: number;
  total: number;
  /** Where a client's trackers are counted: this process, or every instance's shared store. */
  bounds: SharedBounds;
}

/** What a refused client reads: over its own bound (429), or the server over its bound (503). */
export interface TrackerRefusals {
  perClient: string;
  busy: string;
}

export type Admission =
  | { admitted: true /** Ends this tracker's count; calling it again does nothing. */; release: () => void }
  | { admitted: false; statusCode: 429 | 503; message: string; retryAfterSeconds?: number };

export interface LiveTrackers {
  admit(client: string): Promise<Admission>;
  /** Trackers this process holds open now, in all. */
  open(): number;
}

/** Trackers of one kind ("order", "waitlist"…): each kind has its own bounds. */
export function createLiveTrackers(kind: string, limits: TrackerLimits, refusals: TrackerRefusals): LiveTrackers {
  let total = 0;
  return {
    async admit(client) {
      if (total >= limits.total) {
        return { admitted: false, statusCode: 503, message: refusals.busy, retryAfterSeconds: ORDER_TRACKERS_RETRY_AFTER_SECONDS };
      }
      // Held while the shared count is asked, so trackers opened meanwhile see it.
      total += 1;
      const taking = await limits.bounds.take({ key: `trackers:${kind}:${client}`, limit: limits.perClient });
      if (!taking.taken) {
        total -= 1;
        return { admitted: false, statusCode: 429, message: refusals.perClient };
      }
      const release = releaseOnce(() => {
        total -= 1;
        taking.release();
      });
      return { admitted: true, release };
    },
    open: () => total,
  };
}
