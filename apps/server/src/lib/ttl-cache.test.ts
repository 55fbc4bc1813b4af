import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("loads once for concurrent misses and again after the ttl", async () => {
    let now = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, clock: () => new Date(now) });
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad("a", load), cache.getOrLoad("a", load)])).toEqual([1, 1]);
    now = 99;
    expect(await cache.getOrLoad("a", load)).toBe(1);
    now = 100;
    expect(await cache.getOrLoad("a", load)).toBe(2);
  });

  it("forgets failed loads and invalidated prefixes", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, clock: () => new Date(0) });
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrLoad("k", async () => "ok")).toBe("ok");
    await cache.getOrLoad("menu:1:pickup", async () => "old");
    await cache.getOrLoad("menu:2:pickup", async () => "other");
    cache.invalidate("menu:1:");
    expect(await cache.getOrLoad("menu:1:pickup", async () => "new")).toBe("new");
    expect(await cache.getOrLoad("menu:2:pickup", async () => "newer")).toBe("other");
  });

  it("keeps at most maxEntries", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, clock: () => new Date(0), maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.getOrLoad(key, async () => ++loads);
    expect(await cache.getOrLoad("a", async () => ++loads)).toBe(4);
  });
});
