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

describe("createTtlCache with staleMs", () => {
  const pending = <T>() => {
    let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
    const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  };

  it("answers the old value past the ttl while one reload runs, then the new one", async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1000, clock: () => new Date(now) });
    await cache.getOrLoad("menu", async () => "old");
    now = 150;
    const reload = pending<string>();
    let reloads = 0;
    const slowLoad = () => {
      reloads += 1;
      return reload.promise;
    };
    // The reload never settles before these answer: nobody waits on it.
    expect(await cache.getOrLoad("menu", slowLoad)).toBe("old");
    expect(await cache.getOrLoad("menu", slowLoad)).toBe("old");
    expect(reloads).toBe(1);
    reload.resolve("new");
    await reload.promise;
    expect(await cache.getOrLoad("menu", async () => "newer")).toBe("new");
  });

  it("keeps the old value when a reload fails, tries again, and loads afresh past the stale time", async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1000, clock: () => new Date(now) });
    await cache.getOrLoad("menu", async () => "old");
    now = 150;
    const failing = pending<string>();
    expect(await cache.getOrLoad("menu", () => failing.promise)).toBe("old");
    failing.reject(new Error("db down"));
    await failing.promise.catch(() => undefined);
    let reloads = 0;
    expect(
      await cache.getOrLoad("menu", async () => {
        reloads += 1;
        return "retried";
      }),
    ).toBe("old");
    expect(reloads).toBe(1);
    now = 2000;
    expect(await cache.getOrLoad("menu", async () => "fresh")).toBe("fresh");
  });

  it("never keeps a reload that was under way when its entry was invalidated", async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 100, staleMs: 1000, clock: () => new Date(now) });
    await cache.getOrLoad("1:pickup", async () => "before the stock change");
    now = 150;
    const reload = pending<string>();
    expect(await cache.getOrLoad("1:pickup", () => reload.promise)).toBe("before the stock change");
    cache.invalidate("1:");
    expect(await cache.getOrLoad("1:pickup", async () => "after the stock change")).toBe("after the stock change");
    reload.resolve("read before the stock change");
    await reload.promise;
    expect(await cache.getOrLoad("1:pickup", async () => "unused")).toBe("after the stock change");
  });
});
