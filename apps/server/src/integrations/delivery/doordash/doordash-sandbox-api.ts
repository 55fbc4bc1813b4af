/**
 * The sandbox's DoorDash: answers Drive v2's paths, bodies and statuses from the sandbox couriers. Unlike DoorDash
 * it does not geocode, so a quote needs pickup_location and dropoff_location.
 */
import { pathSegment } from "../partner-calls";
import type { PartnerRequest, PartnerResponse, PartnerTransport } from "../partner-kit";
import type { SandboxCouriers, SandboxDelivery, SandboxRefusal } from "../sandbox-couriers";
import { type DoorDashDelivery, doordashQuoteRequestSchema } from "./doordash-api";

const PARTNER = "DOORDASH";
const FORKFUL_CANCEL_REASON = "cancelled_by_creator";

const answer = (status: number, body: unknown): PartnerResponse => ({ status, body });
const error = (status: number, code: string, message: string) => answer(status, { code, message });

const REFUSAL_STATUS: Record<SandboxRefusal["error"], { status: number; code: string }> = {
  not_found: { status: 404, code: "not_found" },
  expired: { status: 400, code: "quote_expired" },
  already_accepted: { status: 409, code: "duplicate_delivery_id" },
  not_cancellable: { status: 409, code: "cannot_be_cancelled" },
};

/** A sandbox delivery as DoorDash's delivery object. */
export function doordashDeliveryBody(delivery: SandboxDelivery): DoorDashDelivery {
  const [make, ...model] = delivery.courier?.vehicle.split(" ") ?? [];
  return {
    external_delivery_id: delivery.id,
    delivery_status: delivery.state === "created" ? "quote" : delivery.state,
    currency: delivery.currency,
    fee: delivery.fee,
    tracking_url: delivery.trackingUrl,
    dropoff_time_estimated: delivery.dropoffEta?.toISOString() ?? null,
    dasher_id: delivery.courier?.staffId ?? null,
    dasher_name: delivery.courier?.name ?? null,
    dasher_dropoff_phone_number: delivery.courier?.phone ?? null,
    dasher_vehicle_make: make ?? null,
    dasher_vehicle_model: model.join(" ") || null,
    dasher_location: delivery.position ? { lat: delivery.position.lat, lng: delivery.position.lng } : null,
    cancellation_reason: delivery.cancelReason,
    updated_at: delivery.position?.at.toISOString() ?? null,
  };
}

const settled = (result: SandboxDelivery | SandboxRefusal) =>
  "error" in result
    ? error(REFUSAL_STATUS[result.error].status, REFUSAL_STATUS[result.error].code, result.message)
    : answer(200, doordashDeliveryBody(result));

async function createQuote(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = doordashQuoteRequestSchema.safeParse(body);
  if (!parsed.success)
    return error(400, "validation_error", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const request = parsed.data;
  if (!request.pickup_location || !request.dropoff_location) {
    return error(400, "validation_error", "The sandbox needs pickup_location and dropoff_location");
  }
  const existing = await couriers.find(PARTNER, request.external_delivery_id);
  if (existing && existing.state !== "created") {
    return error(409, "duplicate_delivery_id", `Delivery ${request.external_delivery_id} already exists`);
  }
  const quote = await couriers.quote({
    partner: PARTNER,
    id: request.external_delivery_id,
    reference: request.external_delivery_id,
    pickup: request.pickup_location,
    dropoff: { ...request.dropoff_location, text: request.dropoff_address },
    currency: request.currency ?? "USD",
    orderValue: request.order_value,
    tip: request.tip ?? 0,
  });
  if (!quote.ok) return error(400, "address_not_serviceable", quote.reason);
  return answer(200, {
    external_delivery_id: quote.id,
    currency: quote.currency,
    delivery_status: "quote",
    fee: quote.fee,
    pickup_address: request.pickup_address,
    dropoff_address: request.dropoff_address,
    dropoff_time_estimated: quote.dropoffEta.toISOString(),
    expires_at: quote.expiresAt.toISOString(),
  });
}

const ROUTES: {
  method: PartnerRequest["method"];
  pattern: RegExp;
  run(couriers: SandboxCouriers, id: string, body: unknown): Promise<PartnerResponse>;
}[] = [
  { method: "POST", pattern: /^\/drive\/v2\/quotes$/, run: (couriers, _id, body) => createQuote(couriers, body) },
  {
    method: "POST",
    pattern: /^\/drive\/v2\/quotes\/([^/]+)\/accept$/,
    run: async (couriers, id) => settled(await couriers.accept(PARTNER, id)),
  },
  {
    method: "GET",
    pattern: /^\/drive\/v2\/deliveries\/([^/]+)$/,
    run: async (couriers, id) => {
      const delivery = await couriers.find(PARTNER, id);
      return delivery && delivery.state !== "created"
        ? answer(200, doordashDeliveryBody(delivery))
        : error(404, "not_found", `No delivery ${id}`);
    },
  },
  {
    method: "PUT",
    pattern: /^\/drive\/v2\/deliveries\/([^/]+)\/cancel$/,
    run: async (couriers, id) => settled(await couriers.cancel(PARTNER, id, FORKFUL_CANCEL_REASON)),
  },
];

export function doordashSandboxApi(couriers: SandboxCouriers): PartnerTransport {
  return async (request) => {
    for (const route of ROUTES) {
      const match = route.method === request.method ? route.pattern.exec(request.path) : null;
      if (!match) continue;
      const id = pathSegment(match[1] ?? "");
      return id === null ? error(404, "not_found", "No such delivery") : route.run(couriers, id, request.body);
    }
    return error(404, "not_found", `No such endpoint: ${request.method} ${request.path}`);
  };
}
