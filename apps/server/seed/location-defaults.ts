/** Column values shared by the demo locations of one country; each restaurant file overrides what differs. */
import type { SeedLocation } from "./types";

type Shared = Omit<
  SeedLocation,
  "locationSlug" | "branchName" | "branch" | "address" | "city" | "lat" | "lng" | "phoneNumber" | "cost" | "timeZoneCd" | "workingHours"
>;

const COMMON_SAFETY = ["Staff vaccinated", "Daily temperature checks", "Sanitised tables after every seating", "Contactless payment"];

export const US_DEFAULTS: Shared = {
  country: "United States",
  currency: "USD",
  paymentProvider: "sandbox",
  // Two partners each, so a partner that fails or cancels is followed by the next (issue 14).
  locationDeliveryProviders: ["DOORDASH", "SIMPERY"],
  deliveryKmRadius: 6,
  deliveryFeeBands: [
    { upToKm: 2, fee: 199 },
    { upToKm: 4, fee: 349 },
    { upToKm: 6, fee: 499 },
  ],
  defaultPickUpEta: 20,
  defaultDeliveryEta: 40,
  scheduledDelivery: true,
  scheduledDeliveryCutOffTime: 60,
  scheduledDeliveryDurationInDays: 3,
  pickupCutoff: 15,
  defaultTax: 875,
  orderTax: 875,
  defaultItemTax: 875,
  safetyMeasures: COMMON_SAFETY,
  cancellationPolicy:
    "Orders can be cancelled free of charge until the kitchen accepts them. Once preparation has started we cannot cancel or refund an order. Reservations cancelled less than 2 hours before the booked time may incur a $10 per guest fee.",
  deliverySettings: { minimumOrder: 1500, deliveryFee: 399, freeDeliveryAbove: 5000 },
  maxCheckinWaitThreshold: 45,
  maxOnlineCheckin: 12,
};

export const INDIA_DEFAULTS: Shared = {
  country: "India",
  currency: "INR",
  paymentProvider: "sandbox",
  locationDeliveryProviders: ["DUNZO", "SHADOWFAX"],
  deliveryKmRadius: 6,
  deliveryFeeBands: [
    { upToKm: 3, fee: 2900 },
    { upToKm: 6, fee: 4900 },
  ],
  defaultPickUpEta: 20,
  defaultDeliveryEta: 45,
  scheduledDelivery: true,
  scheduledDeliveryCutOffTime: 45,
  scheduledDeliveryDurationInDays: 2,
  pickupCutoff: 20,
  defaultTax: 500,
  orderTax: 500,
  defaultItemTax: 500,
  safetyMeasures: [...COMMON_SAFETY, "RO purified drinking water"],
  cancellationPolicy:
    "You can cancel an order for a full refund until the restaurant accepts it. After acceptance the order is being prepared and cannot be cancelled. Refunds are credited to the original payment method within 5-7 working days.",
  deliverySettings: { minimumOrder: 19900, deliveryFee: 4900, freeDeliveryAbove: 99900 },
  maxCheckinWaitThreshold: 60,
  maxOnlineCheckin: 15,
};
