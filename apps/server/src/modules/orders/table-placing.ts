/**
 * An order at a table opens or joins the table's tab (issue 13): bills places it (`bills/tab-rounds.ts`), and bills
 * uses orders, so orders may not import it. The orders route reaches it through this hand-off, provided once per app
 * for its database (`apps/server/src/app.ts`, decision 034), as the order record's other parts are
 * (order-detail-sources.ts): two apps in one process never share one.
 */
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import type { Database } from "../../db/client";
import type { Caller } from "../../plugins/caller";
import type { PlacedOrder, PlaceOrderDeps } from "./placed-order";

/** Places a dine-in order at a table with orders' own placing deps (its pricing, holds, rows and answer). */
export type PlaceAtTable = (deps: PlaceOrderDeps, request: CreateOrderRequest, caller: Caller | null) => Promise<PlacedOrder>;

const placersByDatabase = new WeakMap<Database, PlaceAtTable>();

export function provideTablePlacing(db: Database, placeAtTable: PlaceAtTable): void {
  placersByDatabase.set(db, placeAtTable);
}

/** Who places an order at a table for records of this database. */
export function tablePlacingOf(db: Database): PlaceAtTable {
  const placeAtTable = placersByDatabase.get(db);
  if (!placeAtTable) throw new Error("No table placing was provided for this database (app.ts provides it)");
  return placeAtTable;
}
