/**
 * A table's bill split (issue 13): by diner, in equal parts or by dishes; each part paid on its own (payments). Staff
 * void a round placed in error (decision 028).
 */
import type { AppModule } from "../../app-context";
import { tableById } from "../tables/public";
import { createBillsRepository } from "./bills.repository";
import { billsRoutes } from "./bills.routes";
import type { BillsDeps } from "./bills-deps";
import { billsStaffRoutes } from "./bills-staff.routes";
import { moveTabSeats } from "./tab-parts";

export const billsModule: AppModule = async (api, context) => {
  const { db, clock, events } = context;
  const deps: BillsDeps = {
    bills: createBillsRepository(db),
    db,
    tables: { db, tableById },
    events,
    clock,
  };
  // A guest's places at tables become the customer's a code signed in (decision 016), in the sign-in's transaction.
  events.subscribe("numberProved", async ({ tx, guestId, customerId }) => {
    if (guestId) await moveTabSeats(tx, guestId, customerId);
  });
  await api.register(billsRoutes, deps);
  await api.register(billsStaffRoutes, deps);
};
