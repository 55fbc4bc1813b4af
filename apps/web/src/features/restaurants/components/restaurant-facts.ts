import type { RestaurantDetail } from "@forkful/contracts/merchants";

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
