/**
 * What other modules may use of the merchants module: opening hours in a restaurant's time zone, its delivery rules
 * (area, fee bands, minimum) and the refusal a diner reads; and for the web app's pages, a restaurant's tag manager and details.
 */

export { setDeliveryPartners } from "./delivery-partners";
export {
  belowMinimumRefusal,
  type DeliveryPlace,
  deliveryRulesOf,
  type PinVerdict,
  startingFeeOf,
  verdictOnPin,
} from "./delivery-rules";
export { type LocationForBookings, locationForBookings } from "./location-for-bookings";
export {
  type LocationRow,
  locationExists,
  type MerchantRow,
  type OrderTypeRow,
  openRestaurantHasSlug,
  orderTypesOf,
  type Restaurant,
  restaurantById,
  restaurantsByIds,
} from "./location-reads";
export { fromWallClock, localDateOf, type OpeningState, openingState, openingWindows, toWallClock } from "./opening-hours";
export { type OrderingControls, orderingControlsOf, setOrderingControls } from "./ordering-controls";
export { restaurantClock } from "./restaurant-clock";
export { type RestaurantPageReads, restaurantPageReads, type TagManagerOfRestaurant } from "./restaurant-page-tags";
export { type RestaurantRating, restaurantRatings } from "./restaurant-ratings";
export { assertServiceOn, servicesOffAt, turnServiceOff, turnServiceOn } from "./service-pauses";
