/**
 * A small in-process cache for read-heavy answers. Entries live `ttlMs`; concurrent misses for one
 * key share a single load; `invalidate` drops entries whose key starts with a prefix.
 *
 * With `staleMs`, an entry past its ttl is still answered for up to `staleMs` more while one reload runs behind
 * it, so a reader never waits on the database for an answer that is merely old (a burst that keeps the database
 * busy would otherwise stall every cached read the moment its entry expires). An invalidated entry is gone: the
 * next read loads, and a reload that was under way when it was dropped is not kept.
 */
import type { Clock } from "./clock";

export interface TtlCache<T> {
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(prefix?: string): void;
}

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
  loaded: boolean;
  reloading: boolean;
}

export function createTtlCache<T>(options: { ttlMs: number; clock: Clock; maxEntries?: number; staleMs?: number }): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  const maxEntries = options.maxEntries ?? 1000;
  const staleMs = options.staleMs ?? 0;
  const now = () => options.clock().getTime();

  function store(key: string, value: Promise<T>): Entry<T> {
    const entry: Entry<T> = { expiresAt: now() + options.ttlMs, value, loaded: false, reloading: false };
    entries.set(key, entry);
    value.then(
      () => {
        entry.loaded = true;
      },
      // A failed load is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  /** Loads a newer value behind the old one, which is answered until the new one is there. */
  function reload(key: string, entry: Entry<T>, load: () => Promise<T>): void {
    entry.reloading = true;
    load().then(
      (value) => {
        if (entries.get(key) === entry) store(key, Promise.resolve(value));
      },
      () => {
        entry.reloading = false;
      },
    );
  }

  return {
    getOrLoad(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      if (hit?.loaded && hit.expiresAt + staleMs > now()) {
        if (!hit.reloading) reload(key, hit, load);
        return hit.value;
      }
      return store(key, load()).value;
    },
    invalidate(prefix = "") {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
