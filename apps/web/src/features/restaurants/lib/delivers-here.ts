import { deliveryVerdict } from "@forkful/contracts/delivery-area";
import type { RestaurantSummary } from "@forkful/contracts/merchants";
import type { Point } from "../../../entities/location/lib/selected-location";
import { delivers } from "../components/restaurant-facts";

export type DeliveryHere = "delivers" | "outside" | "no-delivery";

/** Whether a restaurant brings food to a point: its delivery area (radius or polygon) as checkout reads it. */
export function deliveryHere(restaurant: RestaurantSummary, point: Point): DeliveryHere {
  if (!delivers(restaurant)) return "no-delivery";
  const settings = restaurant.deliverySettings;
  const verdict = deliveryVerdict(
    {
      origin: { lat: restaurant.lat, lng: restaurant.lng },
      area: settings.deliveryArea,
      feeBands: settings.feeBands,
      flatFee: settings.deliveryFee,
      minimumOrder: settings.minimumOrder,
      freeDeliveryAbove: settings.freeDeliveryAbove,
    },
    point,
  );
  return verdict.inArea ? "delivers" : "outside";
}
