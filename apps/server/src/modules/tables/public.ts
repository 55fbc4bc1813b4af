/**
 * What other modules may use of tables (the restaurant's dining tables and their QR codes): a table by its QR id or
 * row id, the whole floor (read or locked), presence at a table (its QR token checked, and renewed when its tab ends),
 * a table as calls show it, and the restaurant a floor call is about. Functions take the executor first.
 */
export { sectionNameOf, toBookedTable } from "./booked-table";
export {
  floorTables,
  lockFloor,
  renewTableToken,
  type TableRow,
  tableById,
  tableNamesAt,
  tablesByRefs,
  tablesOfFloor,
} from "./dining-tables";
export { liveLocation, staffLocation } from "./floor-locations";
export { staffActor } from "./staff-actor";
export { type AtTable, assertTableToken, tableAtHand } from "./table-presence";
export { tablesAtTabs } from "./tables-at-tabs";
