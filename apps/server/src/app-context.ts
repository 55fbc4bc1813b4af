/**
 * What every module is built from: configuration, the database, the clock, the outside world (SMS, the card
 * processor, order events) and the signals modules send each other. Built once by buildApp; each module takes from
 * it what its operations need.
 */
import type { CouponAnswer } from "@forkful/contracts/coupon-verdict";
import type { MenuType } from "@forkful/contracts/merchants";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config";
import type { Database, DatabaseHandle, Executor } from "./db/client";
import type { eventMenus } from "./db/schema/menu";
import type { DeliveryWiring } from "./integrations/delivery/delivery-partner";
import type { EmailSender } from "./integrations/email/email-sender";
import type { BookingEvents } from "./integrations/events/booking-events";
import type { OrderEvents } from "./integrations/events/order-events";
import type { Geocoder } from "./integrations/geocoding/geocoder";
import type { PaymentsWiring } from "./integrations/payments/payment-processor-wiring";
import type { SmsOutbox } from "./integrations/sms/outbox-sms-sender";
import type { SmsSender } from "./integrations/sms/sms-sender";
import type { MediaStorage } from "./integrations/storage/media-storage";
import type { Clock } from "./lib/clock";
import type { Port } from "./lib/port";
import type { Signal } from "./lib/signal";

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  storage: MediaStorage;
  clock: Clock;
  /** Signs access tokens and keys code hashes. */
  secret: string;
  log: FastifyBaseLogger;
  /** Order status changes, streamed to trackers. */
  events: OrderEvents;
  /** Waitlist changes per location, streamed to diners in line. */
  bookingEvents: BookingEvents;
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
  signals: {
    /** An order was cancelled (its id): its payment is released or given back. */
    orderCancelled: Signal<string>;
    /** A location's stock changed (its id): cached menus show the new quantities. */
    stockChanged: Signal<number>;
    /** A restaurant's rating changed (its id): cached restaurant reads show the new one. */
    ratingChanged: Signal<number>;
    /**
     * A code proved a number and signed a customer in (inside the sign-in's transaction): each module carries into that
     * customer what the guest session did, and what other guests did under the number, in the same transaction.
     */
    numberProved: Signal<NumberProved>;
    /** An order moved to a new status (a delivery order accepted asks for a courier). */
    orderMoved: Signal<OrderMoved>;
  };
  ports: {
    /** A coupon typed at checkout, before the order exists: provided by coupons, used by orders. */
    checkoutCoupons: Port<CheckoutCoupons>;
    /** Holding a diner's row for the transaction: provided by customers, used by the address book and favourites (which customers uses). */
    dinerLock: Port<DinerLock>;
    /** A restaurant's events ahead, for its page: provided by menu (which owns them), used by merchants (which menu uses). */
    upcomingEvents: Port<UpcomingEvents>;
  };
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

export interface OrderMoved {
  orderId: string;
  orderType: MenuType;
  from: number;
  to: number;
}

export interface NumberProved {
  /** The sign-in's transaction: every carry runs in it, so a failure anywhere carries nothing and signs nobody in. */
  tx: Executor;
  /** The customer the code signed in. */
  customerId: string;
  /** The number the code proved. */
  phoneNumber: string;
  /**
   * The guest session the code was sent from, when it is a guest with no proved number (and not the customer itself):
   * everything it did is the diner's.
   */
  guestId: string | null;
  /** Which of these customers are guests with no proved number: their orders and bookings under `phoneNumber` come along. */
  unprovedGuests(customerIds: string[]): Promise<string[]>;
}

/** A module: one folder of modules/, registered by buildApp with the context. */
export type AppModule = (api: import("fastify").FastifyInstance, context: AppContext) => Promise<void>;
