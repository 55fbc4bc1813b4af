/** What other modules may use of the merchants module: opening hours in a restaurant's time zone, and distances. */
export { distanceKm } from "./geo-distance";
export { fromWallClock, localDateOf, type OpeningState, openingState, openingWindows } from "./opening-hours";
