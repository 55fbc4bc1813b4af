import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { describe, expect, it } from "vitest";
import {
  delivers,
  deliveryFeeLabel,
  facilityPath,
  freeDeliveryLabel,
  minimumOrderLabel,
  readyInLabel,
  todaysHours,
} from "./restaurant-facts";

type Offer = Pick<RestaurantDetail, "delivery" | "orderTypes" | "deliverySettings" | "currency">;

const deliveryType = { id: 2, name: "Delivery", typeGroup: "DL", menuType: "delivery" } as const;
const pickupType = { id: 1, name: "Pickup", typeGroup: "P", menuType: "pickup" } as const;

function offer(change: Partial<Offer> = {}): Offer {
  return {
    delivery: true,
    orderTypes: [pickupType, deliveryType],
    deliverySettings: {
      minimumOrder: 1500,
      deliveryFee: 399,
      freeDeliveryAbove: 5000,
      deliveryArea: { kind: "radius", km: 5 },
      feeBands: [],
    },
    currency: "USD",
    ...change,
  };
}

describe("delivery facts", () => {
  it("names the fee, the minimum and when delivery is free", () => {
    expect(deliveryFeeLabel(offer())).toBe("$3.99 delivery");
    expect(minimumOrderLabel(offer())).toBe("$15.00 minimum");
    expect(freeDeliveryLabel(offer())).toBe("Free over $50.00");
  });

  it("says nothing of delivery for a restaurant that does not deliver or has no delivery menu", () => {
    for (const r of [offer({ delivery: false }), offer({ orderTypes: [pickupType] })]) {
      expect(delivers(r)).toBe(false);
      expect(deliveryFeeLabel(r)).toBeNull();
      expect(minimumOrderLabel(r)).toBeNull();
      expect(freeDeliveryLabel(r)).toBeNull();
    }
  });

  it("calls a zero fee free and leaves out a zero minimum", () => {
    const r = offer({
      deliverySettings: { minimumOrder: 0, deliveryFee: 0, freeDeliveryAbove: 5000, deliveryArea: { kind: "radius", km: 5 }, feeBands: [] },
    });
    expect(deliveryFeeLabel(r)).toBe("Free delivery");
    expect(minimumOrderLabel(r)).toBeNull();
    expect(freeDeliveryLabel(r)).toBeNull();
  });

  it("shows rupees for an Indian restaurant", () => {
    const r = offer({
      currency: "INR",
      deliverySettings: {
        minimumOrder: 19900,
        deliveryFee: 4900,
        freeDeliveryAbove: null,
        deliveryArea: { kind: "radius", km: 5 },
        feeBands: [],
      },
    });
    expect(deliveryFeeLabel(r)).toBe("₹49.00 delivery");
    expect(minimumOrderLabel(r)).toBe("₹199.00 minimum");
    expect(freeDeliveryLabel(r)).toBeNull();
  });
});

describe("times", () => {
  it("reads the time to ready", () => {
    expect(readyInLabel(20)).toBe("Ready in 20 min");
  });

  it("gives today's hours in the restaurant's zone, not the diner's", () => {
    const workingHours = [
      { day: 1, open: "11:00", close: "15:00" },
      { day: 1, open: "17:00", close: "22:00" },
      { day: 2, open: "09:00", close: "12:00" },
    ];
    // Monday 23:30 in New York is already Tuesday in Kolkata.
    const now = new Date("2026-11-24T04:30:00Z");
    expect(todaysHours({ workingHours, timeZoneCd: "America/New_York" }, now)).toBe("11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM");
    expect(todaysHours({ workingHours, timeZoneCd: "Asia/Kolkata" }, now)).toBe("9:00 AM – 12:00 PM");
    expect(todaysHours({ workingHours: [], timeZoneCd: "Asia/Kolkata" }, now)).toBe("Closed");
  });
});

describe("facility pages", () => {
  const place = { merchantType: "restaurant", locationSlug: "bombay-spice-house-indiranagar" };

  it("leads online check-in to the restaurant's check-in page", () => {
    expect(facilityPath(place, "Online check-in")).toBe("/restaurant/bombay-spice-house-indiranagar/checkin");
  });

  it("leads nowhere for a facility without a page", () => {
    expect(facilityPath(place, "Parking")).toBeNull();
  });
});
