import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStartThrottle } from "./start-throttle";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createStartThrottle", () => {
  it("drops a second start of a flow inside the auth window and allows it after", () => {
    const throttle = createStartThrottle(START_THROTTLE_MS.auth);
    expect(throttle.tryStart("sign-in")).toBe(true);
    vi.advanceTimersByTime(START_THROTTLE_MS.auth - 1);
    expect(throttle.tryStart("sign-in")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(throttle.tryStart("sign-in")).toBe(true);
  });

  it("measures the window from the last start that went through, not from dropped ones", () => {
    const throttle = createStartThrottle(START_THROTTLE_MS.profile);
    expect(throttle.tryStart("save")).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(throttle.tryStart("save")).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(throttle.tryStart("save")).toBe(true);
  });

  it("says how long until a flow may start again", () => {
    const throttle = createStartThrottle(START_THROTTLE_MS.auth);
    expect(throttle.waitMs("sign-in")).toBe(0);
    throttle.tryStart("sign-in");
    vi.advanceTimersByTime(1500);
    expect(throttle.waitMs("sign-in")).toBe(START_THROTTLE_MS.auth - 1500);
    vi.advanceTimersByTime(START_THROTTLE_MS.auth);
    expect(throttle.waitMs("sign-in")).toBe(0);
  });

  it("keeps flows apart", () => {
    const throttle = createStartThrottle(START_THROTTLE_MS.auth);
    expect(throttle.tryStart("otp-request")).toBe(true);
    expect(throttle.tryStart("otp-verify")).toBe(true);
    expect(throttle.tryStart("otp-request")).toBe(false);
  });

  it("reads the clock at each start, so a throttle made before the clock was faked follows it", () => {
    vi.useRealTimers();
    const throttle = createStartThrottle(START_THROTTLE_MS.auth);
    vi.useFakeTimers();
    expect(throttle.tryStart("sign-in")).toBe(true);
    expect(throttle.tryStart("sign-in")).toBe(false);
    vi.setSystemTime(Date.now() + START_THROTTLE_MS.auth);
    expect(throttle.tryStart("sign-in")).toBe(true);
  });

  it("forgets every start on reset", () => {
    const throttle = createStartThrottle(START_THROTTLE_MS.auth);
    throttle.tryStart("sign-in");
    throttle.reset();
    expect(throttle.tryStart("sign-in")).toBe(true);
  });
});
