/**
 * What other modules may use of tables: a restaurant's table by its QR id, the party seated at it, and presence at it
 * (its QR token checked, and renewed when its tab closes).
 */
export { assertTableToken, tableAtHand } from "./table-presence";
export { createTablesRepository, type TablesRepository } from "./tables.repository";
