/** What the bill operations are built from, once per app, from the AppContext. */
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import { createOrdersRepository, type OrdersRepository } from "../orders/public";
import { tableById } from "../tables/public";
import { type BillsRepository, createBillsRepository } from "./bills.repository";

export interface BillsDeps {
  bills: BillsRepository;
  orders: OrdersRepository;
  /** The tab's table, whose QR token a split needs (decision 028). */
  tables: { db: Executor; tableById: typeof tableById };
  /** Order status events: the table's other phones refresh the bill when it is split. */
  events: DomainEvents;
  clock: Clock;
}

export function billsDeps(context: Pick<AppContext, "db" | "clock" | "events">): BillsDeps {
  const { db, clock, events } = context;
  return { bills: createBillsRepository(db), orders: createOrdersRepository(db), tables: { db, tableById }, events, clock };
}
