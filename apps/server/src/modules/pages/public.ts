/** What the app may use of the pages module: a restaurant's web page as the server sends it. */
export { type RestaurantPageOf, restaurantPages } from "./restaurant-pages";
