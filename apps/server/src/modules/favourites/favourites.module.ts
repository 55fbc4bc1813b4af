/** A diner's favourite dishes and restaurants (spec §7 GET/POST/DELETE /favourites). PLACEHOLDER: part S1 builds it. */
import type { AppModule } from "../../app-context";

export const favouritesModule: AppModule = async () => {};
