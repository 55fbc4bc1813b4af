/** The demo restaurants, in insertion order. */
import { bombaySpiceHouse } from "./restaurants/bombay-spice-house";
import { colabaBakeHouse } from "./restaurants/colaba-bake-house";
import { gramercyTable } from "./restaurants/gramercy-table";
import { hudsonSliceCo } from "./restaurants/hudson-slice-co";
import { konkanCoastKitchen } from "./restaurants/konkan-coast-kitchen";
import { loneStarSmokehouse } from "./restaurants/lone-star-smokehouse";
import { missionVerdeTaqueria } from "./restaurants/mission-verde-taqueria";
import { sakuraStreetRamen } from "./restaurants/sakura-street-ramen";
import { udupiLeafCafe } from "./restaurants/udupi-leaf-cafe";
import type { SeedRestaurant } from "./types";

export const DEMO_RESTAURANTS: readonly SeedRestaurant[] = [
  hudsonSliceCo,
  gramercyTable,
  missionVerdeTaqueria,
  sakuraStreetRamen,
  loneStarSmokehouse,
  bombaySpiceHouse,
  udupiLeafCafe,
  konkanCoastKitchen,
  colabaBakeHouse,
];
