import { describe, expect, it } from "vitest";
import { newestPoint } from "./use-courier-position";

describe("the courier's point", () => {
  it("is the newest of the order's, the stream's and the polled one", () => {
    const stored = { lat: 1, lng: 1, at: "2026-11-24T03:33:00.000Z" };
    const pushed = { lat: 2, lng: 2, at: "2026-11-24T03:34:00.000Z" };
    const polled = { lat: 3, lng: 3, at: "2026-11-24T03:33:30.000Z" };
    expect(newestPoint([stored, pushed, polled])).toBe(pushed);
    expect(newestPoint([stored, null, polled])).toBe(polled);
    expect(newestPoint([null, undefined, null])).toBeNull();
  });
});
