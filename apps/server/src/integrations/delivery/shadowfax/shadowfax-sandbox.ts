/** The sandbox's Shadowfax: Shadowfax's calls (shadowfax-api.ts) answered from the sandbox couriers. */
import { pathSegment } from "../partner-calls";
import type { PartnerRequest, PartnerResponse, PartnerTransport } from "../partner-kit";
import type { SandboxCouriers, SandboxDelivery, SandboxRefusal } from "../sandbox-couriers";
import {
  SHADOWFAX_STATUS_OF,
  type ShadowfaxOrder,
  type ShadowfaxPlace,
  shadowfaxCancelRequestSchema,
  shadowfaxOrderRequestSchema,
  shadowfaxServiceabilityRequestSchema,
} from "./shadowfax-api";

const answer = (status: number, body: unknown): PartnerResponse => ({ status, body });
const failure = (status: number, message: string) => answer(status, { message });
const notFound = () => failure(404, "Order not found");
const REFUSAL_STATUS: Record<SandboxRefusal["error"], number> = {
  not_found: 404,
  expired: 409,
  already_accepted: 409,
  not_cancellable: 400,
};

const pointOf = (place: ShadowfaxPlace) => ({ lat: place.latitude, lng: place.longitude });
const dropOf = (place: ShadowfaxPlace) => ({ ...pointOf(place), text: place.address_line_1 });
/** Shadowfax's order id for a client's order: the same client_order_id, the same order. */
const sfxOrderId = (clientOrderId: string) => `sfx-${clientOrderId}`;

/** A sandbox delivery as Shadowfax's order status (and webhook) tells it. */
export function shadowfaxOrderOf(delivery: SandboxDelivery): ShadowfaxOrder {
  const { courier, position } = delivery;
  return {
    sfx_order_id: delivery.id,
    client_order_id: delivery.reference,
    status: SHADOWFAX_STATUS_OF[delivery.state],
    total_amount: delivery.fee,
    rider_id: courier?.staffId ?? null,
    rider_name: courier?.name ?? null,
    rider_contact: courier?.phone ?? null,
    rider_latitude: position?.lat ?? null,
    rider_longitude: position?.lng ?? null,
    rider_location_time: position?.at.toISOString() ?? null,
    track_url: delivery.trackingUrl,
    drop_eta: delivery.dropoffEta?.toISOString() ?? null,
    cancel_reason: delivery.cancelReason,
  };
}

async function serviceability(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = shadowfaxServiceabilityRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.message);
  const { pickup_details: pickup, drop_details: drop, currency } = parsed.data;
  const quoted = await couriers.quote({
    partner: "SHADOWFAX",
    reference: "shadowfax-serviceability",
    pickup: pointOf(pickup),
    dropoff: dropOf(drop),
    currency,
    orderValue: 0,
    tip: 0,
  });
  if (!quoted.ok) return answer(200, { is_serviceable: false, currency, message: quoted.reason });
  return answer(200, {
    is_serviceable: true,
    total_amount: quoted.fee,
    currency: quoted.currency,
    pickup_eta: null,
    drop_eta: quoted.dropoffEta.toISOString(),
    expires_at: quoted.expiresAt.toISOString(),
  });
}

async function createOrder(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = shadowfaxOrderRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.message);
  const order = parsed.data;
  const id = sfxOrderId(order.client_order_id);
  const booked = await couriers.find("SHADOWFAX", id);
  if (booked && booked.state !== "created") return answer(200, shadowfaxOrderOf(booked));
  const quoted = await couriers.quote({
    partner: "SHADOWFAX",
    id,
    reference: order.client_order_id,
    pickup: pointOf(order.pickup_details),
    dropoff: dropOf(order.drop_details),
    currency: order.currency,
    orderValue: order.order_details.order_value,
    tip: 0,
  });
  if (!quoted.ok) return failure(422, quoted.reason);
  const accepted = await couriers.accept("SHADOWFAX", quoted.id);
  if ("error" in accepted) return failure(REFUSAL_STATUS[accepted.error], accepted.message);
  return answer(201, shadowfaxOrderOf(accepted));
}

async function orderStatus(couriers: SandboxCouriers, id: string): Promise<PartnerResponse> {
  const order = await couriers.find("SHADOWFAX", id);
  // A serviceability check is no order.
  if (!order || order.state === "created") return notFound();
  return answer(200, shadowfaxOrderOf(order));
}

async function cancelOrder(couriers: SandboxCouriers, id: string, body: unknown): Promise<PartnerResponse> {
  const parsed = shadowfaxCancelRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, parsed.error.message);
  const cancelled = await couriers.cancel("SHADOWFAX", id, parsed.data.cancel_reason);
  if ("error" in cancelled) return failure(REFUSAL_STATUS[cancelled.error], cancelled.message);
  return answer(200, shadowfaxOrderOf(cancelled));
}

const ORDER_PATH = /^\/api\/v2\/orders\/([^/]+)\/(status|cancel)\/$/;

export function shadowfaxSandboxApi(couriers: SandboxCouriers): PartnerTransport {
  return async ({ method, path, body }: PartnerRequest) => {
    if (method === "POST" && path === "/api/v2/order/serviceability/") return serviceability(couriers, body);
    if (method === "POST" && path === "/api/v2/orders/") return createOrder(couriers, body);
    const [, orderId, action] = ORDER_PATH.exec(path) ?? [];
    const id = orderId ? pathSegment(orderId) : null;
    if (!id) return notFound();
    if (method === "GET" && action === "status") return orderStatus(couriers, id);
    if (method === "PUT" && action === "cancel") return cancelOrder(couriers, id, body);
    return notFound();
  };
}
