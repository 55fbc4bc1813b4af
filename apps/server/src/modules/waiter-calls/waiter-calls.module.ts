/**
 * Calls for the waiter (waiter_calls, db/schema/waiter-calls.ts): a diner at a table calls, staff acknowledge and close,
 * live. A call is about the table's tab, so this module reads tabs through orders and sits above it; for the same
 * reason it renews the QR token of a table whose tab was cancelled (orders' signal). A code's sign-in carries a guest
 * session's calls into its customer.
 */
import type { AppModule } from "../../app-context";
import { renewTokenOfCancelledTab } from "./renew-table-token";
import { waiterCallRoutes } from "./waiter-call.routes";
import { createWaiterCallsRepository } from "./waiter-calls.repository";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

export const waiterCallsModule: AppModule = async (api, context) => {
  const { db, clock, log, trackers } = context;
  const deps: WaiterCallsDeps = { db, calls: createWaiterCallsRepository(db), clock, events: context.events, log };
  context.events.subscribe("numberProved", async ({ tx, guestId, customerId }) => {
    if (guestId) await deps.calls.moveWaiterCalls(tx, guestId, customerId);
  });
  context.events.subscribe("orderCancelled", ({ orderId }) => renewTokenOfCancelledTab(deps, orderId));
  await api.register(waiterCallRoutes, { ...deps, trackers });
};
