/**
 * What every module is built from: configuration, the database, the clock, the outside world (SMS, the card
 * processor) and the domain events modules tell each other. Built once by buildApp; each module takes from it what
 * its operations need.
 */
import type { CouponAnswer } from "@forkful/contracts/coupon-verdict";
import type { MenuType } from "@forkful/contracts/merchants";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle, Executor } from "./db/client";
import type { eventMenus } from "./db/schema/menu";
import type { DeliveryWiring } from "./integrations/delivery/delivery-partner";
import type { EmailSender } from "./integrations/email/email-sender";
import type { DomainEvents } from "./integrations/events/domain-events";
import type { Geocoder } from "./integrations/geocoding/geocoder";
import type { PaymentsWiring } from "./integrations/payments/payment-processor-wiring";
import type { SmsOutbox } from "./integrations/sms/outbox-sms-sender";
import type { SmsSender } from "./integrations/sms/sms-sender";
import type { MediaStorage } from "./integrations/storage/media-storage";
import type { AppMetrics } from "./lib/app-metrics";
import type { Clock } from "./lib/clock";
import type { JobQueue } from "./lib/job-queue";
import type { TrackerLimits } from "./lib/live-trackers";

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  storage: MediaStorage;
  clock: Clock;
  /** Signs access tokens and keys code hashes. */
  secret: string;
  log: FastifyBaseLogger;
  /** What operators count (Prometheus at /metrics): orders placed, payment moves, open streams. */
  metrics: AppMetrics;
  /** Background work: each module defines its jobs, sends them, and one instance runs each (decision 049). */
  jobs: JobQueue;
  /** The bounds of live trackers (event streams), a client's counted across instances when they share Redis. */
  trackers: TrackerLimits;
  /** What modules tell each other (the catalogue: integrations/events/event-catalogue.ts; decision 031). */
  events: DomainEvents;
  sms: SmsSender;
  /** The SMS outbox (read by the development route even when another provider sends). */
  outbox: SmsOutbox;
  /** Booking confirmations to a party that gave an address. */
  email: EmailSender;
  payments: PaymentsWiring;
  /** Courier partners (issue 14): quotes, deliveries, couriers' whereabouts, signed webhooks. */
  delivery: DeliveryWiring;
  /** Address suggestions and what is at a pin. */
  geocoder: Geocoder;
  /**
   * A coupon typed at checkout, before the order exists: the coupons module's read function, used by orders. A query
   * that answers, not an event (decision 031); passed in at wiring because coupons sits above orders in the graph.
   */
  checkoutCoupons: CheckoutCoupons;
  /** Holding a diner's row for the transaction: customers' function, used by the address book and favourites (which customers uses). */
  dinerLock: DinerLock;
  /** A restaurant's events ahead, for its page: menu's read function (menu owns them), used by merchants (which menu uses). */
  upcomingEvents: UpcomingEvents;
}

/** Holds the diner's row until the transaction ends (the caller's), so two writes of one diner take turns; false: no such diner. */
export type DinerLock = (executor: Executor, customerId: string) => Promise<boolean>;

/** A restaurant's events on or after a local date (yyyy-mm-dd), soonest first. */
export type UpcomingEvents = (executor: Executor, locationId: number, fromDate: string) => Promise<UpcomingEvent[]>;
export type UpcomingEvent = typeof eventMenus.$inferSelect;

/** The cart a checkout coupon is judged on. */
export interface CheckoutCouponCart {
  couponCode: string;
  locationId: number;
  orderType: MenuType;
  currency: "USD" | "INR";
  subtotal: number;
  customerId: string | null;
  phone: string | null;
}

export interface CheckoutCoupons {
  /** The verdict on a cart; nothing is held. */
  judge(cart: CheckoutCouponCart): Promise<CouponAnswer>;
  /** Inside the placing transaction, once the order's row is written: limits counted under the coupon's lock, redeemed when it applies. */
  redeemWithOrder(tx: Executor, cart: CheckoutCouponCart & { phone: string }, orderId: string): Promise<CouponAnswer>;
}

/** A module: one folder of modules/, registered by buildApp with the context. */
export type AppModule = (api: import("fastify").FastifyInstance, context: AppContext) => Promise<void>;
