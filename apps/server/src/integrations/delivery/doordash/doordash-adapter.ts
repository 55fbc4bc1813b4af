/**
 * Forkful's partner shape over DoorDash Drive v2: quote → accept (by our external_delivery_id) → the delivery's
 * status, the dasher's location, cancel. Refusals (4xx with DoorDash's {code, message}) and an unreachable DoorDash
 * are {ok:false}; reading a delivery that DoorDash does not know is null.
 */
import { randomBytes } from "node:crypto";
import type { AcceptResult, DeliveryPartnerApi, PartnerDelivery, QuoteRequest, QuoteResult } from "../delivery-partner";
import type { PartnerResponse, PartnerTransport } from "../partner-kit";
import {
  DOORDASH_PATHS,
  type DoorDashDelivery,
  type DoorDashQuoteRequest,
  doordashDeliverySchema,
  doordashErrorText,
  doordashQuoteSchema,
} from "./doordash-api";

const ok = (response: PartnerResponse) => response.status >= 200 && response.status < 300;

/** Ours, unique per quote (DoorDash refuses a second delivery under the same id). */
export function externalDeliveryId(reference: string): string {
  return `${reference.replace(/[^A-Za-z0-9-]/g, "-")}-${randomBytes(3).toString("hex")}`;
}

export function doordashQuoteBody(request: QuoteRequest): DoorDashQuoteRequest {
  const { pickup, dropoff } = request;
  return {
    external_delivery_id: externalDeliveryId(request.reference),
    pickup_address: pickup.address,
    pickup_business_name: pickup.name,
    ...(pickup.phone ? { pickup_phone_number: pickup.phone } : {}),
    pickup_location: { lat: pickup.lat, lng: pickup.lng },
    dropoff_address: dropoff.address,
    dropoff_location: { lat: dropoff.lat, lng: dropoff.lng },
    ...(dropoff.phone ? { dropoff_phone_number: dropoff.phone } : {}),
    dropoff_contact_given_name: dropoff.name,
    ...(dropoff.instructions ? { dropoff_instructions: dropoff.instructions } : {}),
    order_value: request.orderValue,
    tip: request.tip,
    currency: request.currency,
  };
}

export function fromDoorDashDelivery(body: DoorDashDelivery): PartnerDelivery {
  const vehicle = [body.dasher_vehicle_make, body.dasher_vehicle_model].filter(Boolean).join(" ");
  return {
    externalId: body.external_delivery_id,
    state: body.delivery_status === "quote" ? "created" : body.delivery_status,
    courier: body.dasher_name
      ? {
          name: body.dasher_name,
          phone: body.dasher_dropoff_phone_number ?? null,
          vehicle: vehicle || null,
          staffId: String(body.dasher_id ?? body.external_delivery_id),
        }
      : null,
    trackingUrl: body.tracking_url ?? null,
    dropoffEta: body.dropoff_time_estimated ? new Date(body.dropoff_time_estimated) : null,
    cancelReason: body.cancellation_reason ?? null,
  };
}

/** Runs a call that may be refused; an unreachable DoorDash is a refusal too. */
async function attempt<T>(run: () => Promise<T>, refused: (reason: string) => T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    return refused(`DoorDash did not answer (${error instanceof Error ? error.message : String(error)})`);
  }
}

export function doordashAdapter(transport: PartnerTransport): DeliveryPartnerApi {
  async function readDelivery(externalId: string): Promise<DoorDashDelivery | null> {
    const response = await transport({ method: "GET", path: DOORDASH_PATHS.delivery(externalId) });
    if (response.status === 404) return null;
    if (!ok(response)) throw new Error(doordashErrorText(response.status, response.body));
    return doordashDeliverySchema.parse(response.body);
  }

  return {
    partner: "DOORDASH",
    quote: (request) =>
      attempt<QuoteResult>(
        async () => {
          const response = await transport({ method: "POST", path: DOORDASH_PATHS.quotes, body: doordashQuoteBody(request) });
          const quote = doordashQuoteSchema.safeParse(response.body);
          if (!ok(response) || !quote.success) return { ok: false, reason: doordashErrorText(response.status, response.body) };
          const { external_delivery_id, fee, currency, dropoff_time_estimated, expires_at } = quote.data;
          return {
            ok: true,
            quoteId: external_delivery_id,
            fee,
            currency,
            dropoffEta: new Date(dropoff_time_estimated),
            expiresAt: new Date(expires_at),
          };
        },
        (reason) => ({ ok: false, reason }),
      ),
    accept: (quoteId) =>
      attempt<AcceptResult>(
        async () => {
          const response = await transport({ method: "POST", path: DOORDASH_PATHS.accept(quoteId), body: {} });
          const delivery = doordashDeliverySchema.safeParse(response.body);
          if (!ok(response) || !delivery.success) return { ok: false, reason: doordashErrorText(response.status, response.body) };
          return { ok: true, delivery: fromDoorDashDelivery(delivery.data), fee: delivery.data.fee ?? 0 };
        },
        (reason) => ({ ok: false, reason }),
      ),
    async status(externalId) {
      const delivery = await readDelivery(externalId);
      return delivery ? fromDoorDashDelivery(delivery) : null;
    },
    async courierLocation(externalId) {
      const delivery = await readDelivery(externalId);
      if (!delivery?.dasher_location || delivery.delivery_status === "delivered" || delivery.delivery_status === "cancelled") return null;
      const at = delivery.updated_at ? new Date(delivery.updated_at) : new Date();
      return { ...delivery.dasher_location, at };
    },
    cancel: (externalId) =>
      attempt(
        async () => {
          const response = await transport({ method: "PUT", path: DOORDASH_PATHS.cancel(externalId), body: {} });
          return ok(response) ? { ok: true as const } : { ok: false as const, reason: doordashErrorText(response.status, response.body) };
        },
        (reason) => ({ ok: false as const, reason }),
      ),
  };
}
