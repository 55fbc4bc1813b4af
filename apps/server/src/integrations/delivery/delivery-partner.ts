/**
 * A courier partner behind Forkful's deliveries (DUNZO, SHADOWFAX, SIMPERY, DOORDASH), in one shape shaped after
 * DoorDash Drive v2: quote → accept (the delivery exists), status (runner, tracking URL, ETA), the courier's
 * position, cancel, and signed webhooks when the delivery's state changes. Each partner's adapter maps its own API
 * onto this; the sandbox behaves like them without leaving the machine.
 */
import type { DeliveryPartner, DeliveryState } from "@forkful/contracts/delivery";
import type { SandboxDelivery } from "./sandbox-couriers";

export interface DeliveryPlace {
  lat: number;
  lng: number;
  /** The address as written, for the courier. */
  address: string;
  name: string;
  phone: string | null;
  instructions?: string | null;
}

export interface QuoteRequest {
  /** Forkful's reference: the order id and attempt ("{orderId}:{attempt}"), or a fresh id for a cart's quote. */
  reference: string;
  pickup: DeliveryPlace;
  dropoff: DeliveryPlace;
  /** The order's value (minor units), some partners price by it. */
  orderValue: number;
  currency: "USD" | "INR";
  /** Minor units, whole (spec §5: floored). */
  tip: number;
}

export type QuoteResult =
  | { ok: true; quoteId: string; fee: number; currency: "USD" | "INR"; dropoffEta: Date; expiresAt: Date }
  | { ok: false; reason: string };

export interface Courier {
  name: string;
  phone: string | null;
  vehicle: string | null;
  /** The partner's id of the courier (the spec's deliveryStaffId). */
  staffId: string;
}

/** What a partner says of a delivery now. */
export interface PartnerDelivery {
  externalId: string;
  state: DeliveryState;
  courier: Courier | null;
  trackingUrl: string | null;
  dropoffEta: Date | null;
  /** Why it was cancelled, in the partner's words. */
  cancelReason: string | null;
}

export type AcceptResult = { ok: true; delivery: PartnerDelivery; fee: number } | { ok: false; reason: string };

export interface CourierPoint {
  lat: number;
  lng: number;
  at: Date;
}

export interface DeliveryPartnerApi {
  readonly partner: DeliveryPartner;
  /**
   * Minutes this partner's courier usually needs from a booking to standing at the restaurant (assigning one and its
   * ride there): a courier for a later order is booked this long before the food should leave (issue 24).
   */
  readonly pickupLeadMinutes: number;
  quote(request: QuoteRequest): Promise<QuoteResult>;
  /** Books the quoted delivery: a courier will be assigned. The same quote accepts once. */
  accept(quoteId: string): Promise<AcceptResult>;
  status(externalId: string): Promise<PartnerDelivery | null>;
  /** Where the courier is, once one is assigned and until delivered; null otherwise. */
  courierLocation(externalId: string): Promise<CourierPoint | null>;
  cancel(externalId: string, reason: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** A state change as a partner's webhook tells it, once its signature is checked and its body read. */
export interface DeliveryWebhookEvent {
  partner: DeliveryPartner;
  externalId: string;
  state: DeliveryState;
}

export interface DeliveryWebhooks {
  /** The header each partner signs its webhook body in. */
  readonly signatureHeader: string;
  /** Checks the signature over the raw body and reads it; null when the signature or the body is wrong. */
  verify(partner: DeliveryPartner, rawBody: string, signature: string | undefined): DeliveryWebhookEvent | null;
}

export interface DeliveryWiring {
  /** The partners this server can use (a restaurant's choice is narrowed to these). */
  partners: ReadonlyMap<DeliveryPartner, DeliveryPartnerApi>;
  webhooks: DeliveryWebhooks;
  /** The sandbox's own work: tells Forkful each state change (signed webhooks); null when no sandbox runs. */
  sandbox: {
    tick(): Promise<void>;
    /** A delivery as the sandbox partner sees it (its tracking page). */
    find?(partner: DeliveryPartner, id: string): Promise<SandboxDelivery | null>;
  } | null;
}
