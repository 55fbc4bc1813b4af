/**
 * A small in-process cache for read-heavy answers. Entries live `ttlMs`; concurrent misses for one
 * key share a single load; `invalidate` drops entries whose key starts with a prefix.
 */
import type { Clock } from "./clock";

export interface TtlCache<T> {
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(prefix?: string): void;
}

export function createTtlCache<T>(options: { ttlMs: number; clock: Clock; maxEntries?: number }): TtlCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  const maxEntries = options.maxEntries ?? 1000;
  return {
    getOrLoad(key, load) {
      const now = options.clock().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      entries.set(key, { expiresAt: now + options.ttlMs, value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    invalidate(prefix = "") {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
