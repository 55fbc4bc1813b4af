/** What the order operations are built from; each operation names the part it uses. */

import type { CheckoutCoupons, OrderMoved } from "../../app-context";
import type { Executor } from "../../db/client";
import type { OrderEvents } from "../../integrations/events/order-events";
import type { Clock } from "../../lib/clock";
import type { Port } from "../../lib/port";
import type { Signal } from "../../lib/signal";
import type { GuestSessions } from "../auth/public";
import type { partyAtTable } from "../bookings/public";
import type { CustomersRepository } from "../customers/public";
import type { MenuRepository } from "../menu/public";
import type { renewTableToken, tableById } from "../tables/public";
import type { OrdersRepository } from "./orders.repository";

export interface OrdersDeps {
  orders: OrdersRepository;
  menu: MenuRepository;
  customers: CustomersRepository;
  /**
   * A restaurant's tables and the party seated at one: a dine-in order at a table opens or joins its tab; the table's
   * QR token is renewed when its tab closes or is cancelled (decision 028).
   */
  tables: { db: Executor; tableById: typeof tableById; partyAtTable: typeof partyAtTable; renewTableToken: typeof renewTableToken };
  /** Sessions for guests who order signed out. */
  guests: GuestSessions;
  /** Order status changes, streamed to trackers. */
  events: OrderEvents;
  clock: Clock;
  /** A coupon typed at checkout, judged and redeemed by the coupons module. */
  checkoutCoupons: Port<CheckoutCoupons>;
  signals: {
    /** An order was cancelled: its payment is released or given back before the cancel call answers. */
    orderCancelled: Signal<string>;
    /** A location's stock changed: cached menus show the new quantities. */
    stockChanged: Signal<number>;
    /** An order moved: a delivery order accepted asks for a courier (the delivery module listens). */
    orderMoved: Signal<OrderMoved>;
  };
}
