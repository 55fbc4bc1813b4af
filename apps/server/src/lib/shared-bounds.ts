/**
 * Bounds on things held at once — a client's calls in flight, its open trackers, every tracker of a kind — counted
 * across every instance when they share a store (Redis), or in this process otherwise. A holder takes a slot under
 * one or more bounds at once (all or none) and releases it when done.
 */

export interface Bound {
  /** What is counted: "calls:203.0.113.7", "trackers:order:all"… */
  key: string;
  /** How many slots may be held at once. */
  limit: number;
}

export type Taking =
  | { taken: true /** Gives the slot back; calling it again does nothing. */; release: () => void }
  | { taken: false /** The first bound that was full (its index in the list given). */; full: number };

export interface SharedBounds {
  /** A slot under every bound given, or none when any is full. */
  take(bounds: readonly Bound[]): Promise<Taking>;
  /** Slots this process holds now under the bound. */
  heldHere(key: string): number;
  /** Stops renewing what is held (the process is closing). */
  close(): Promise<void>;
}

/** Counts this process's own slots: what `take` checks in one process, and what `heldHere` reads in every store. */
export class LocalCounts {
  readonly #counts = new Map<string, number>();

  count(key: string): number {
    return this.#counts.get(key) ?? 0;
  }

  add(keys: readonly string[], by: 1 | -1): void {
    for (const key of keys) {
      const next = this.count(key) + by;
      if (next > 0) this.#counts.set(key, next);
      else this.#counts.delete(key);
    }
  }
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
  const counts = new LocalCounts();
  return {
    async take(bounds) {
      const full = bounds.findIndex((bound) => counts.count(bound.key) >= bound.limit);
      if (full >= 0) return { taken: false, full };
      const keys = bounds.map((bound) => bound.key);
      counts.add(keys, 1);
      return { taken: true, release: releaseOnce(() => counts.add(keys, -1)) };
    },
    heldHere: (key) => counts.count(key),
    async close() {},
  };
}
