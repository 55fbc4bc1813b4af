/**
 * Bounds on things held at once — a client's calls in flight, its open trackers of a kind — counted across every
 * instance when they share a store (Redis), or in this process otherwise. A holder takes a slot under a bound and
 * releases it when done.
 */

export interface Bound {
  /** What is counted: "calls:203.0.113.7", "trackers:order:203.0.113.7"… */
  key: string;
  /** How many slots may be held at once. */
  limit: number;
}

export type Taking = { taken: true /** Gives the slot back; calling it again does nothing. */; release: () => void } | { taken: false };

export interface SharedBounds {
  /** A slot under the bound, or none when it is full. */
  take(bound: Bound): Promise<Taking>;
  /** Stops renewing what is held (the process is closing). */
  close(): Promise<void>;
}

/** A release that runs once. */
export function releaseOnce(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}

/** Bounds of one process: nothing is shared. */
export function createLocalBounds(): SharedBounds {
  const held = new Map<string, number>();
  const count = (key: string) => held.get(key) ?? 0;
  return {
    async take({ key, limit }) {
      if (count(key) >= limit) return { taken: false };
      held.set(key, count(key) + 1);
      return {
        taken: true,
        release: releaseOnce(() => {
          const left = count(key) - 1;
          if (left > 0) held.set(key, left);
          else held.delete(key);
        }),
      };
    },
    async close() {},
  };
}
