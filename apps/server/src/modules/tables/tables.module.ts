/**
 * Tables: a restaurant's dining tables (dining_tables, db/schema/tables.ts) and their QR codes (decision 028): the staff
 * QR sheet and a new token for a table. Presence at a table (its token checked) is used by orders, bills, links,
 * waitlist and waiter-calls; bookings, waitlist, reservations and floor build on it.
 */
import type { AppModule } from "../../app-context";
import { tableQrCodeRoutes } from "./table-qr-codes.routes";
import type { TablesDeps } from "./tables-deps";

export const tablesModule: AppModule = async (api, context) => {
  const deps: TablesDeps = { db: context.db };
  await api.register(tableQrCodeRoutes, deps);
};
