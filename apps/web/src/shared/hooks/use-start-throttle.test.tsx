import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStartThrottle } from "../lib/start-throttle";
import { useStartThrottle } from "./use-start-throttle";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useStartThrottle", () => {
  it("runs a start at once, holds a second one inside the window and runs it when the window ends", () => {
    const throttle = createStartThrottle(5000);
    const { result } = renderHook(() => useStartThrottle<"verify">(throttle));
    const runs: string[] = [];
    act(() => {
      expect(result.current.start("verify", () => runs.push("first"))).toBe(true);
    });
    expect(result.current.waitSeconds).toBe(0);
    act(() => {
      vi.advanceTimersByTime(2000);
      expect(result.current.start("verify", () => runs.push("second"))).toBe(false);
    });
    expect(runs).toEqual(["first"]);
    expect(result.current.waitSeconds).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.waitSeconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(runs).toEqual(["first", "second"]);
    expect(result.current.waitSeconds).toBe(0);
  });

  it("lets a newer held start replace the one waiting, and drops it when the form goes away", () => {
    const throttle = createStartThrottle(5000);
    const { result, unmount } = renderHook(() => useStartThrottle<"save">(throttle));
    const runs: string[] = [];
    act(() => {
      result.current.start("save", () => runs.push("first"));
      result.current.start("save", () => runs.push("old values"));
      result.current.start("save", () => runs.push("new values"));
      vi.advanceTimersByTime(5000);
    });
    expect(runs).toEqual(["first", "new values"]);

    act(() => {
      result.current.start("save", () => runs.push("never"));
    });
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(runs).toEqual(["first", "new values"]);
  });
});
