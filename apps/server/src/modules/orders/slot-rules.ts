import type { MenuType } from "@forkful/contracts/merchants";
import type { SlotRules } from "./order-scheduling";
import type { LocationRow } from "./orders.repository";

/**
 * A location's scheduling rules per order type. Pickup can be booked for today and tomorrow and
 * stops pickupCutoff minutes before closing; delivery is booked only where scheduledDelivery is on,
 * up to scheduledDeliveryDurationInDays ahead, at least scheduledDeliveryCutOffTime ahead; dine-in
 * orders are for now.
 */
export function slotRulesFor(location: LocationRow, orderType: MenuType, now: Date): SlotRules {
  const base = { workingHours: location.workingHours, timeZone: location.timeZoneCd, now };
  if (orderType === "delivery") {
    return {
      ...base,
      etaMinutes: Math.max(location.defaultDeliveryEta, location.scheduledDeliveryCutOffTime),
      cutoffMinutes: location.defaultDeliveryEta,
      horizonDays: location.scheduledDelivery ? location.scheduledDeliveryDurationInDays : -1,
    };
  }
  if (orderType === "dinein") return { ...base, etaMinutes: 0, cutoffMinutes: 0, horizonDays: -1 };
  return { ...base, etaMinutes: location.defaultPickUpEta, cutoffMinutes: location.pickupCutoff, horizonDays: 1 };
}
