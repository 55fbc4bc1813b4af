import { afterEach, describe, expect, it } from "vitest";
import { currentAnalytics, dataLayerAnalytics, identify, identifyAgain, noopAnalytics } from "./analytics";

afterEach(() => {
  identify(null);
  delete window.dataLayer;
});

describe("analytics", () => {
  it("is a no-op without a tag manager data layer", () => {
    expect(currentAnalytics()).toBe(noopAnalytics);
    expect(() => identify("cust-1")).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it("pushes a login event with the user id when the data layer exists", () => {
    window.dataLayer = [];
    expect(currentAnalytics()).toBe(dataLayerAnalytics);
    identify("cust-1");
    expect(window.dataLayer).toEqual([{ event: "login", userId: "cust-1" }]);
  });

  it("tells a data layer that appears later who is signed in, and nobody after sign-out", () => {
    identify("cust-2");
    window.dataLayer = [];
    identifyAgain();
    expect(window.dataLayer).toEqual([{ event: "login", userId: "cust-2" }]);
    identify(null);
    identifyAgain();
    expect(window.dataLayer).toHaveLength(1);
  });
});
