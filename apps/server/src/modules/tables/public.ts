/** What other modules may use of tables: a restaurant's table by its QR id and the party seated at it. */
export { createTablesRepository, type TablesRepository } from "./tables.repository";
