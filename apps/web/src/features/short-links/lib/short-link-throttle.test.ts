import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isInAppPath } from "./in-app-path";
import { resetShortLinkStarts, resolveOnce } from "./short-link-throttle";

describe("resolving a short link once per start window (spec §9: 5000 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetShortLinkStarts();
  });
  afterEach(() => vi.useRealTimers());

  it("answers a second start inside the window with the first one's answer, sending nothing", async () => {
    const resolve = vi.fn(async (id: string) => `/target/${id}`);
    const first = resolveOnce("ramen7", resolve);
    const second = resolveOnce("ramen7", resolve);
    expect(await second).toBe(await first);
    expect(resolve).toHaveBeenCalledTimes(1);
    await resolveOnce("tacos24", resolve);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it("resolves again once the window has passed", async () => {
    const resolve = vi.fn(async (id: string) => `/target/${id}`);
    await resolveOnce("ramen7", resolve);
    vi.advanceTimersByTime(START_THROTTLE_MS.shortLink - 1);
    await resolveOnce("ramen7", resolve);
    expect(resolve).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await resolveOnce("ramen7", resolve);
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});

describe("a short link's target", () => {
  it.each([
    ["/restaurant/x/menu/pickup", true],
    ["//evil.example", false],
    ["https://evil.example", false],
    ["/\\evil.example", false],
    ["restaurant/x", false],
  ])("%s is inside the app: %s", (target, inside) => {
    expect(isInAppPath(target)).toBe(inside);
  });
});
