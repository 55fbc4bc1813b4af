/**
 * How many live trackers (event streams: an order's, a place in line's) are open, per client address and in all. A
 * tracker holds a socket for as long as the diner watches, so one client opening thousands could starve everyone: a
 * new one is admitted only under both bounds, counted before any database work, and refused cheaply otherwise.
 */

import { ORDER_TRACKERS_RETRY_AFTER_SECONDS } from "@forkful/contracts/constants";

export interface TrackerLimits {
  perClient: number;
  total: number;
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
  admit(client: string): Admission;
  /** Trackers open now, in all. */
  open(): number;
}

export function createLiveTrackers(limits: TrackerLimits, refusals: TrackerRefusals): LiveTrackers {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    admit(client) {
      const mine = byClient.get(client) ?? 0;
      if (mine >= limits.perClient) return { admitted: false, statusCode: 429, message: refusals.perClient };
      if (total >= limits.total) {
        return {
          admitted: false,
          statusCode: 503,
          message: refusals.busy,
          retryAfterSeconds: ORDER_TRACKERS_RETRY_AFTER_SECONDS,
        };
      }
      byClient.set(client, mine + 1);
      total += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
      return { admitted: true, release };
    },
    open: () => total,
  };
}
