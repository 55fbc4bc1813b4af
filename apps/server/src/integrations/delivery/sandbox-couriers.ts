/**
 * The sandbox couriers: one engine behind every sandbox partner. A quote has a price and an ETA; an accepted
 * delivery gets a courier after a while, who rides from the restaurant to the drop-off in real time (times the
 * pace), and test addresses choose failures. State lives in sandbox_deliveries; where a courier is and what state a
 * delivery is in follow from the time since acceptance, so a restart loses nothing.
 */
import type { DeliveryPartner, DeliveryState } from "@forkful/contracts/delivery";

export interface SandboxQuoteInput {
  partner: DeliveryPartner;
  reference: string;
  /** The id to keep the quote (and then the delivery) under, when the partner's caller chooses it (DoorDash's external_delivery_id); otherwise quote_…. */
  id?: string;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number; text: string };
  currency: "USD" | "INR";
  orderValue: number;
  tip: number;
}

export type SandboxQuote =
  | { ok: true; id: string; fee: number; currency: "USD" | "INR"; dropoffEta: Date; expiresAt: Date }
  | { ok: false; reason: string };

/** A sandbox delivery as it stands now (computed from its times). */
export interface SandboxDelivery {
  id: string;
  partner: DeliveryPartner;
  reference: string;
  state: DeliveryState;
  fee: number;
  currency: "USD" | "INR";
  courier: { name: string; phone: string; vehicle: string; staffId: string } | null;
  /** Where the courier is now; null before one is assigned and after the end. */
  position: { lat: number; lng: number; at: Date } | null;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number };
  dropoffEta: Date | null;
  trackingUrl: string;
  cancelReason: string | null;
}

export type SandboxRefusal = { error: "not_found" | "expired" | "already_accepted" | "not_cancellable"; message: string };

export interface SandboxCouriers {
  quote(input: SandboxQuoteInput): Promise<SandboxQuote>;
  accept(partner: DeliveryPartner, quoteId: string): Promise<SandboxDelivery | SandboxRefusal>;
  find(partner: DeliveryPartner, id: string): Promise<SandboxDelivery | null>;
  cancel(partner: DeliveryPartner, id: string, reason: string): Promise<SandboxDelivery | SandboxRefusal>;
  /** Deliveries whose state changed since last told, each marked told (the sandbox's webhooks send these). */
  takeChanges(): Promise<SandboxDelivery[]>;
}
