/** Drizzle queries for tables and bookings, composed from one file per part. No rules here. */
import type { Database, Executor } from "../../db/client";
import { bookingCarryQueries } from "./booking-carry.repository";
import { bookingQueries } from "./bookings.repository";
import { floorQueries } from "./floor.repository";
import { reservationsQueries } from "./reservations.repository";
import { staffFloorQueries } from "./staff-floor.repository";
import { waiterCallQueries } from "./waiter-calls.repository";
import { waitlistQueries } from "./waitlist.repository";

export function createTablesRepository(db: Database) {
  return {
    /** Runs work in one transaction; the operation that needs one opens it. */
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction(work),
    /** The executor for reads outside a transaction. */
    db: db as Executor,
    ...bookingQueries(db),
    ...bookingCarryQueries(db),
    ...floorQueries(db),
    ...reservationsQueries(db),
    ...waitlistQueries(db),
    ...staffFloorQueries(db),
    ...waiterCallQueries(db),
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
