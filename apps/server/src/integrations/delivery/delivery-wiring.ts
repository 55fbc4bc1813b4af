/** Chooses the courier partners from configuration (DELIVERY_PROVIDER_MODE) and derives their webhook secrets from the server's. */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { DeliveryWiring } from "./delivery-partner";

export interface DeliveryWiringOptions {
  mode: "sandbox" | "live";
  db: Database;
  clock: Clock;
  secret: string;
  /** How many times faster than real time sandbox couriers move. */
  pace: number;
  publicUrl: string;
  doordash: { apiUrl: string; developerId?: string; keyId?: string; signingSecret?: string };
  /** Sends a sandbox partner's signed webhook to Forkful. */
  deliver(partner: DeliveryPartner, body: string, signature: string): Promise<void>;
}

// PLACEHOLDER (issue 14, part S2 replaces this body): the sandbox partners and the live DoorDash adapter.
export function wireDeliveryPartners(_options: DeliveryWiringOptions): DeliveryWiring {
  return {
    partners: new Map(),
    webhooks: { signatureHeader: "x-forkful-delivery-signature", verify: () => null },
    sandbox: null,
  };
}
