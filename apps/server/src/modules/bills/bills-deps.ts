/** What the bill operations are built from (bills.module.ts assembles it once per app). */
import type { OrderEvents } from "../../integrations/events/order-events";
import type { Clock } from "../../lib/clock";
import type { OrdersRepository } from "../orders/public";
import type { TablesRepository } from "../tables/public";
import type { BillsRepository } from "./bills.repository";

export interface BillsDeps {
  bills: BillsRepository;
  orders: OrdersRepository;
  /** The tab's table, whose QR token a split needs (decision 028). */
  tables: Pick<TablesRepository, "db" | "tableById">;
  /** Order status events: the table's other phones refresh the bill when it is split. */
  events: OrderEvents;
  clock: Clock;
}
