/** What other modules may use of popular dishes: nothing yet (the menu's Popular section is read by the web app alone). */
export type { PopularDishesDeps } from "./popular-dishes-deps";
