/**
 * What other modules may use of the merchants module: opening hours in a restaurant's time zone, and distances; and
 * for the web app's pages, the tag manager of a restaurant.
 */
export { distanceKm } from "./geo-distance";
export { fromWallClock, localDateOf, type OpeningState, openingState, openingWindows, toWallClock } from "./opening-hours";
export { restaurantTagManagers, type TagManagerOfRestaurant } from "./restaurant-page-tags";
