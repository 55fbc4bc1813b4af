/**
 * An order at a table opens or joins the table's tab (issue 13): bills places it (`bills/tab-rounds.ts`), and bills
 * uses orders, so orders may not import it. The orders route reaches it through this hand-off, provided once per app
 * for its database (`apps/server/src/app.ts`, decision 034), as the order record's other parts are
 * (order-detail-sources.ts): two apps in one process never share one.
 */
import type { CreateOrderRequest } from "@forkful/contracts/orders";
import type { Database } from "../../db/client";
import type { Caller } from "../../plugins/caller";
import { perDatabase } from "./per-database";
import type { PlacedOrder, PlaceOrderDeps } from "./placed-order";

/** Places a dine-in order at a table with orders' own placing deps (its pricing, holds, rows and answer). */
export type PlaceAtTable = (deps: PlaceOrderDeps, request: CreateOrderRequest, caller: Caller | null) => Promise<PlacedOrder>;

const placers = perDatabase<PlaceAtTable>("table placing");

export const provideTablePlacing: (db: Database, placeAtTable: PlaceAtTable) => void = placers.provide;

/** Who places an order at a table for this database's app. */
export const tablePlacingOf: (db: Database) => PlaceAtTable = placers.of;
