/** A diner's saved addresses (spec §7 /addresses), and finding places for them (geocoding, the map's settings). */
import type { AppModule } from "../../app-context";

// PLACEHOLDER (issue 14, part S1 fills this module).
export const addressesModule: AppModule = async (_api, _context) => {};
