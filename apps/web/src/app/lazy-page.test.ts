import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, isChunkLoadError, lazyPage, loadChunk } from "./lazy-page";

afterEach(() => vi.useRealTimers());

const Page = () => null;

describe("lazy pages", () => {
  it("hands the named export to the router as the route's Component", async () => {
    const route = await lazyPage(async () => ({ Page }), "Page")();
    expect(route).toEqual({ Component: Page });
  });

  it("turns a failed import into a chunk load error", async () => {
    const failing = loadChunk(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/menu.js")));
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it("gives up after the chunk timeout", async () => {
    vi.useFakeTimers();
    const never = loadChunk(() => new Promise<never>(() => {}), 120_000);
    const assertion = expect(never).rejects.toThrow("did not load within 120000 ms");
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it("recognises the browsers' chunk failures", () => {
    expect(isChunkLoadError(new ChunkLoadError("x"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: x"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("nope")).toBe(false);
  });
});
