import { ORDER_TYPE_GROUPS, type RestaurantDetail } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import { formatWindows, hoursByWeekday, weekdayInZone } from "../../../entities/restaurant/lib/opening-hours";

const FLAGS: Array<[keyof RestaurantDetail, string]> = [
  ["dining", "Dine-in"],
  ["takeAway", "Takeaway"],
  ["delivery", "Delivery"],
  ["parking", "Parking"],
  ["highChair", "High chairs"],
  ["cards", "Cards accepted"],
  ["digitalMenu", "Digital menu"],
  ["onlineCheckin", "Online check-in"],
];

/** Facilities a diner can use from here: the label, and the restaurant's page for it. */
const FACILITY_PAGES: Record<string, string> = { "Online check-in": "checkin" };

/** The restaurant's page for a facility ("Online check-in" → its waitlist), or null when it has none. */
export function facilityPath(restaurant: Pick<RestaurantDetail, "merchantType" | "locationSlug">, label: string): string | null {
  const page = FACILITY_PAGES[label];
  return page ? `/${restaurant.merchantType}/${restaurant.locationSlug}/${page}` : null;
}

/** The restaurant's facilities: its yes/no amenities followed by its listed facilities, without repeats. */
export function facilityLabels(restaurant: RestaurantDetail): string[] {
  const labels = FLAGS.filter(([key]) => restaurant[key] === true).map(([, label]) => label);
  const seen = new Set(labels.map((l) => l.toLowerCase()));
  for (const facility of restaurant.facilities) {
    if (!seen.has(facility.toLowerCase())) {
      seen.add(facility.toLowerCase());
      labels.push(facility);
    }
  }
  return labels;
}

type Offer = Pick<RestaurantDetail, "delivery" | "orderTypes" | "deliverySettings" | "currency">;

/** A restaurant delivers when it says so and has a delivery menu to order from. */
export function delivers(restaurant: Pick<RestaurantDetail, "delivery" | "orderTypes">): boolean {
  return restaurant.delivery && restaurant.orderTypes.some((t) => t.typeGroup === ORDER_TYPE_GROUPS.delivery);
}

/** "Ready in 20 min": the time the kitchen takes for a pickup order. */
export function readyInLabel(minutes: number): string {
  return `Ready in ${minutes} min`;
}

/** "$3.99 delivery" or "Free delivery"; null when the restaurant does not deliver. */
export function deliveryFeeLabel(restaurant: Offer): string | null {
  if (!delivers(restaurant)) return null;
  const fee = restaurant.deliverySettings.deliveryFee;
  return fee === 0 ? "Free delivery" : `${formatMoney(fee, restaurant.currency)} delivery`;
}

/** "$15.00 minimum" for a delivery; null when the restaurant does not deliver or asks no minimum. */
export function minimumOrderLabel(restaurant: Offer): string | null {
  const minimum = restaurant.deliverySettings.minimumOrder;
  if (!delivers(restaurant) || minimum === 0) return null;
  return `${formatMoney(minimum, restaurant.currency)} minimum`;
}

/** "Free over $50.00": when the delivery fee is waived; null when it never is. */
export function freeDeliveryLabel(restaurant: Offer): string | null {
  const above = restaurant.deliverySettings.freeDeliveryAbove;
  if (!delivers(restaurant) || above === null || restaurant.deliverySettings.deliveryFee === 0) return null;
  return `Free over ${formatMoney(above, restaurant.currency)}`;
}

/** Today's opening windows in the restaurant's zone: "12:00 PM – 3:30 PM, 7:00 PM – 11:30 PM" or "Closed". */
export function todaysHours(restaurant: Pick<RestaurantDetail, "workingHours" | "timeZoneCd">, now: Date = new Date()): string {
  const today = weekdayInZone(now, restaurant.timeZoneCd);
  return formatWindows(hoursByWeekday(restaurant.workingHours)[today]?.windows ?? []);
}
