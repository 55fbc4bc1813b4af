/** What the order operations are built from; each operation names the part it uses. */

import type { CheckoutCoupons } from "../../app-context";
import type { Executor } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { GuestSessions } from "../auth/public";
import type { partyAtTable } from "../bookings/public";
import type { CustomerRow } from "../customers/public";
import type { MenuForOrders } from "../menu/public";
import type { renewTableToken, tableById } from "../tables/public";
import type { OrdersRepository } from "./orders.repository";

export interface OrdersDeps {
  orders: OrdersRepository;
  /** The menu's read functions on the database (orders.module.ts binds them). */
  menu: MenuForOrders;
  /** A customer by id, the customers module's read on the database (orders.module.ts binds it). */
  customers: { findById(customerId: string): Promise<CustomerRow | null> };
  /**
   * A restaurant's tables and the party seated at one: a dine-in order at a table opens or joins its tab; the table's
   * QR token is renewed when its tab closes or is cancelled (decision 028).
   */
  tables: { db: Executor; tableById: typeof tableById; partyAtTable: typeof partyAtTable; renewTableToken: typeof renewTableToken };
  /** Sessions for guests who order signed out. */
  guests: GuestSessions;
  /** What orders tell other modules: status changes (streamed to trackers), cancels, moves, stock changes. */
  events: DomainEvents;
  clock: Clock;
  /** A coupon typed at checkout, judged and redeemed by the coupons module. */
  checkoutCoupons: CheckoutCoupons;
}
