/** The sandbox's Simpery: Simpery's calls (simpery-api.ts) answered from the sandbox couriers. */
import { pathSegment } from "../partner-calls";
import type { PartnerRequest, PartnerResponse, PartnerTransport } from "../partner-kit";
import type { SandboxCouriers, SandboxDelivery, SandboxRefusal } from "../sandbox-couriers";
import {
  SIMPERY_STATUS_OF,
  type SimperyJob,
  simperyBookRequestSchema,
  simperyCancelRequestSchema,
  simperyQuoteRequestSchema,
} from "./simpery-api";

const answer = (status: number, body: unknown): PartnerResponse => ({ status, body });
const failure = (status: number, code: string, message: string) => answer(status, { error: { code, message } });
const notFound = () => failure(404, "not_found", "No such job");
const REFUSALS: Record<SandboxRefusal["error"], [status: number, code: string]> = {
  not_found: [404, "not_found"],
  expired: [409, "quote_expired"],
  already_accepted: [409, "quote_already_booked"],
  not_cancellable: [409, "not_cancellable"],
};
const refused = ({ error, message }: SandboxRefusal) => failure(...REFUSALS[error], message);

/** A sandbox delivery as Simpery's job (and webhook) tells it. */
export function simperyJobOf(delivery: SandboxDelivery): SimperyJob {
  const { courier, position } = delivery;
  return {
    id: delivery.id,
    reference: delivery.reference,
    status: SIMPERY_STATUS_OF[delivery.state],
    price: delivery.fee,
    currency: delivery.currency,
    courier: courier && { id: courier.staffId, name: courier.name, phone: courier.phone, vehicle: courier.vehicle },
    location: position && { lat: position.lat, lng: position.lng, at: position.at.toISOString() },
    tracking_url: delivery.trackingUrl,
    dropoff_eta: delivery.dropoffEta?.toISOString() ?? null,
    cancel_reason: delivery.cancelReason,
  };
}

async function quote(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = simperyQuoteRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "invalid_request", parsed.error.message);
  const { reference, pickup, dropoff, order_value, tip, currency } = parsed.data;
  const quoted = await couriers.quote({
    partner: "SIMPERY",
    reference,
    pickup: { lat: pickup.lat, lng: pickup.lng },
    dropoff: { lat: dropoff.lat, lng: dropoff.lng, text: dropoff.address },
    currency,
    orderValue: order_value,
    tip,
  });
  if (!quoted.ok) return failure(422, "no_courier", quoted.reason);
  return answer(201, {
    id: quoted.id,
    price: quoted.fee,
    currency: quoted.currency,
    dropoff_eta: quoted.dropoffEta.toISOString(),
    expires_at: quoted.expiresAt.toISOString(),
  });
}

async function book(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = simperyBookRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "invalid_request", parsed.error.message);
  const booked = await couriers.accept("SIMPERY", parsed.data.quote_id);
  return "error" in booked ? refused(booked) : answer(201, simperyJobOf(booked));
}

async function job(couriers: SandboxCouriers, id: string): Promise<PartnerResponse> {
  const found = await couriers.find("SIMPERY", id);
  // A quote not booked is no job.
  if (!found || found.state === "created") return notFound();
  return answer(200, simperyJobOf(found));
}

async function cancelJob(couriers: SandboxCouriers, id: string, body: unknown): Promise<PartnerResponse> {
  const parsed = simperyCancelRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "invalid_request", parsed.error.message);
  const cancelled = await couriers.cancel("SIMPERY", id, parsed.data.reason);
  return "error" in cancelled ? refused(cancelled) : answer(200, simperyJobOf(cancelled));
}

const JOB_PATH = /^\/v1\/jobs\/([^/]+)(\/cancel)?$/;

export function simperySandboxApi(couriers: SandboxCouriers): PartnerTransport {
  return async ({ method, path, body }: PartnerRequest) => {
    if (method === "POST" && path === "/v1/quotes") return quote(couriers, body);
    if (method === "POST" && path === "/v1/jobs") return book(couriers, body);
    const [, jobId, cancel] = JOB_PATH.exec(path) ?? [];
    const id = jobId ? pathSegment(jobId) : null;
    if (!id) return notFound();
    if (method === "GET" && !cancel) return job(couriers, id);
    if (method === "POST" && cancel) return cancelJob(couriers, id, body);
    return notFound();
  };
}
