/** Chooses the courier partners from configuration (DELIVERY_PROVIDER_MODE) and derives their webhook secrets from the server's. */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { DeliveryWiring } from "./delivery-partner";
import { createDeliveryWebhooks, signWebhook, webhookSecret } from "./delivery-webhooks";
import { doordashHttpTransport } from "./doordash/doordash-http-transport";
import { doordashKit } from "./doordash/doordash-kit";
import { dunzoKit } from "./dunzo/dunzo-kit";
import type { PartnerKit } from "./partner-kit";
import { createSandboxCouriersStore } from "./sandbox-couriers.store";
import { createSandboxCouriers } from "./sandbox-couriers-engine";
import { shadowfaxKit } from "./shadowfax/shadowfax-kit";
import { simperyKit } from "./simpery/simpery-kit";

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

/** The partners the sandbox plays (each over its own API, answered by the one engine). */
const SANDBOX_KITS: readonly PartnerKit[] = [dunzoKit, shadowfaxKit, simperyKit, doordashKit];

export function wireDeliveryPartners(options: DeliveryWiringOptions): DeliveryWiring {
  if (options.mode === "live") return wireLive(options);
  const engine = createSandboxCouriers({
    store: createSandboxCouriersStore(options.db),
    clock: options.clock,
    pace: options.pace,
    publicUrl: options.publicUrl,
  });
  const kits = new Map(SANDBOX_KITS.map((kit) => [kit.partner, kit]));
  const secrets = new Map(SANDBOX_KITS.map((kit) => [kit.partner, webhookSecret(options.secret, kit.partner)]));
  return {
    partners: new Map(SANDBOX_KITS.map((kit) => [kit.partner, kit.adapter(kit.sandboxApi(engine))])),
    webhooks: createDeliveryWebhooks(options.secret, SANDBOX_KITS),
    sandbox: {
      // Each change is told once and in order; one that fails to send does not hold back the others.
      async tick() {
        let failure: unknown = null;
        for (const delivery of await engine.takeChanges()) {
          const kit = kits.get(delivery.partner);
          if (!kit) continue;
          const body = JSON.stringify(kit.webhookBody(delivery));
          try {
            await options.deliver(delivery.partner, body, signWebhook(secrets.get(delivery.partner)!, body));
          } catch (error) {
            failure ??= error;
          }
        }
        if (failure) throw failure;
      },
      find: (partner, id) => engine.find(partner, id),
    },
  };
}

/** Live: DoorDash Drive over HTTPS with its JWT (the other partners have no live API here). */
function wireLive(options: DeliveryWiringOptions): DeliveryWiring {
  const { apiUrl, developerId, keyId, signingSecret } = options.doordash;
  if (!developerId || !keyId || !signingSecret) throw new Error("DELIVERY_PROVIDER_MODE=live needs DoorDash's credentials");
  const transport = doordashHttpTransport({ apiUrl, credentials: { developerId, keyId, signingSecret }, clock: options.clock });
  return {
    partners: new Map([["DOORDASH", doordashKit.adapter(transport)]]),
    webhooks: createDeliveryWebhooks(options.secret, [doordashKit]),
    sandbox: null,
  };
}
