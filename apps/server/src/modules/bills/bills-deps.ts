/** What the bill operations are built from (bills.module.ts assembles it once per app). */

import type { Database, Executor } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { tableById } from "../tables/public";
import type { BillsRepository } from "./bills.repository";

export interface BillsDeps {
  bills: BillsRepository;
  /** Orders are read and changed through the orders module's functions. */
  db: Database;
  /** The tab's table, whose QR token a split needs (decision 028). */
  tables: { db: Executor; tableById: typeof tableById };
  /** Order status events: the table's other phones refresh the bill when it is split. */
  events: DomainEvents;
  clock: Clock;
}
