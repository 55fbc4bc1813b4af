/**
 * The parts of an order record other modules own (decision 034): its payments (payments), its coupon and offers
 * (coupons), its couriers (delivery) and its tab's diners, rounds and split parts (bills). Those modules use orders, so
 * orders may not import them: each part comes through this port, one read function per part, implemented by the
 * owner's read function in its own module and assembled once per app (`apps/server/src/app.ts`).
 *
 * The port is kept per database: every record read starts from the app's database (a transaction is opened from it and
 * its reader passes the database too), so two apps in one process, each on its own database, never share one.
 */
import type { Database } from "../../db/client";
import type { DeliveryRow, Executor, OrderLatenessRow, PaymentRow, SplitRow, TabDinerRow, TabRoundRow } from "./order-rows";
import { perDatabase } from "./per-database";

export interface RedeemedCoupon {
  orderId: string;
  couponCode: string;
  amount: number;
}

export interface OrderOfferRow {
  orderId: string;
  offerId: number;
  title: string;
  amount: number;
}

/** The diners (by joining time), rounds (by number) and split parts (not void; newest plan first) of some tabs. */
export interface TabPartsOfOrders {
  diners: TabDinerRow[];
  rounds: TabRoundRow[];
  splits: SplitRow[];
}

/** One read function per part of the order record another module owns; each takes the executor and the order ids. */
export interface OrderDetailSources {
  /** payments: the orders' payments, newest first. */
  paymentsOf(executor: Executor, orderIds: string[]): Promise<PaymentRow[]>;
  /** coupons: the coupon each order redeemed, with its code. */
  couponsOf(executor: Executor, orderIds: string[]): Promise<RedeemedCoupon[]>;
  /** coupons: the dish offers applied to the orders, by offer id. */
  offersOf(executor: Executor, orderIds: string[]): Promise<OrderOfferRow[]>;
  /** delivery: the couriers asked for the orders, newest attempt first. */
  deliveriesOf(executor: Executor, orderIds: string[]): Promise<DeliveryRow[]>;
  /** delivery: the later deliveries whose courier is still to be asked for, and when. */
  couriersDueOf(executor: Executor, orderIds: string[]): Promise<{ orderId: string; dueAt: Date }[]>;
  /** bills: the diners, rounds and live split parts of these tabs. */
  tabPartsOf(executor: Executor, orderIds: string[]): Promise<TabPartsOfOrders>;
  /** bills: one split part of an order (voided parts too), or null when the order has no such part. */
  splitPartOf(executor: Executor, orderId: string, splitId: string): Promise<SplitRow | null>;
  /** bills: the tabs a customer sits at (ordered a round at, or was seated with), as order ids. */
  tabsOfDiner(executor: Executor, customerId: string): Promise<string[]>;
  /** late-orders: the follow-ups of the orders that ran late. */
  latenessOf(executor: Executor, orderIds: string[]): Promise<OrderLatenessRow[]>;
}

const sources = perDatabase<OrderDetailSources>("order detail sources");

/** Hands orders the other modules' parts of the order record for this app's database (once, when the app is built). */
export const provideOrderDetailSources: (db: Database, sources: OrderDetailSources) => void = sources.provide;

/** The parts' read functions for records read from this database (or a transaction opened from it). */
export const detailSourcesOf: (db: Database) => OrderDetailSources = sources.of;
