/** What other modules may use of the favourites module: the profile's reading and setting of favourite restaurants. */
export type { FavouritesDeps } from "./favourites-deps";
export { favouriteIdsOf, setFavouriteRestaurant } from "./profile-favourites";
