/**
 * One courier partner's whole kit: its adapter (speaking the partner's own API over a transport), the sandbox's
 * stand-in for the partner's servers (the same API, answered from the sandbox couriers), and its webhooks' shape.
 * The live adapter and the sandbox differ only in the transport: HTTP to the partner, or the sandbox in process.
 */
import type { DeliveryPartner, DeliveryState } from "@forkful/contracts/delivery";
import type { DeliveryPartnerApi } from "./delivery-partner";
import type { SandboxCouriers, SandboxDelivery } from "./sandbox-couriers";

export interface PartnerRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The partner's path, e.g. /drive/v2/quotes */
  path: string;
  body?: unknown;
}

export interface PartnerResponse {
  status: number;
  body: unknown;
}

/** Sends one call to the partner (or its sandbox) and answers its status and JSON body. */
export type PartnerTransport = (request: PartnerRequest) => Promise<PartnerResponse>;

export interface PartnerKit {
  readonly partner: DeliveryPartner;
  adapter(transport: PartnerTransport): DeliveryPartnerApi;
  /** The sandbox's answer to this partner's API calls (same paths, bodies and statuses as the partner's). */
  sandboxApi(couriers: SandboxCouriers): PartnerTransport;
  /** The body this partner's webhook sends when a delivery changes state. */
  webhookBody(delivery: SandboxDelivery): unknown;
  /** Reads a webhook body of this partner: the delivery and its state in Forkful's words; null if it is not one. */
  readWebhook(body: unknown): { externalId: string; state: DeliveryState } | null;
}
