import { describe, expect, it } from "vitest";
import { serviceOff } from "./service-off";

const NOW = Date.parse("2026-11-23T18:00:00Z");
const inNewYork = (servicesOffUntil: Record<string, string | null> | undefined) => ({ servicesOffUntil, timeZoneCd: "America/New_York" });

describe("a service turned off for a while", () => {
  it("is back at a time on the restaurant's clock, or off until turned back on", () => {
    const restaurant = inNewYork({ checkin: "2026-11-23T18:45:00Z", reservations: null });
    expect(serviceOff(restaurant, "checkin", NOW)).toEqual({ backAt: "1:45 PM" });
    expect(serviceOff(restaurant, "reservations", NOW)).toEqual({ backAt: null });
  });

  it("is on when not named, when nothing is turned off, or once its time has passed", () => {
    expect(serviceOff(inNewYork({ checkin: "2026-11-23T18:45:00Z" }), "delivery", NOW)).toBeNull();
    expect(serviceOff(inNewYork(undefined), "checkin", NOW)).toBeNull();
    expect(serviceOff(inNewYork({ checkin: "2026-11-23T17:59:00Z" }), "checkin", NOW)).toBeNull();
  });
});
