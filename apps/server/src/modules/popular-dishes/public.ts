/** What other modules may use of popular dishes: a location's Popular section, for the web app's menu page. */

export type { PopularDishesDeps } from "./popular-dishes-deps";
export { type PopularDishesOfPage, popularDishesPageReads } from "./popular-dishes-pages";
