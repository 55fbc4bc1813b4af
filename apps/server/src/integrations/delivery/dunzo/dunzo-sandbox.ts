/** The sandbox's Dunzo: Dunzo's v2 calls (dunzo-api.ts) answered from the sandbox couriers. */
import { distanceKm } from "@forkful/contracts/delivery-area";
import type { z } from "zod";
import { pathSegment } from "../partner-calls";
import type { PartnerRequest, PartnerResponse, PartnerTransport } from "../partner-kit";
import type { SandboxCouriers, SandboxDelivery, SandboxRefusal } from "../sandbox-couriers";
import {
  DUNZO_STATE_OF,
  type DunzoTask,
  type dunzoAddressSchema,
  dunzoCancelRequestSchema,
  dunzoQuoteRequestSchema,
  dunzoTaskRequestSchema,
} from "./dunzo-api";

const answer = (status: number, body: unknown): PartnerResponse => ({ status, body });
const failure = (status: number, code: string, message: string) => answer(status, { code, message });
const notFound = () => failure(404, "not_found", "No such task");
const REFUSAL_STATUS: Record<SandboxRefusal["error"], number> = {
  not_found: 404,
  expired: 409,
  already_accepted: 409,
  not_cancellable: 400,
};

const addressText = (address: z.infer<typeof dunzoAddressSchema> | undefined) =>
  [address?.street_address_1, address?.street_address_2].filter(Boolean).join(", ");

/** A sandbox delivery as Dunzo's task status (and webhook) tells it. */
export function dunzoTaskOf(delivery: SandboxDelivery): DunzoTask {
  const { courier, position } = delivery;
  return {
    task_id: delivery.id,
    state: DUNZO_STATE_OF[delivery.state],
    estimated_price: delivery.fee,
    runner: courier && {
      id: courier.staffId,
      name: courier.name,
      phone_number: courier.phone,
      vehicle_type: courier.vehicle,
      location: position && { lat: position.lat, lng: position.lng, updated_at: position.at.toISOString() },
    },
    eta: { pickup: null, dropoff: delivery.dropoffEta?.toISOString() ?? null },
    tracking_url: delivery.trackingUrl,
    cancellation_reason: delivery.cancelReason,
  };
}

async function quote(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = dunzoQuoteRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "validation_failed", parsed.error.message);
  const {
    pickup_details: pickup,
    drop_details: [drop],
    currency,
  } = parsed.data;
  const dropoff = { lat: drop!.lat, lng: drop!.lng, text: addressText(drop!.address) };
  const quoted = await couriers.quote({ partner: "DUNZO", reference: "dunzo-quote", pickup, dropoff, currency, orderValue: 0, tip: 0 });
  if (!quoted.ok) return failure(400, "unserviceable_location_error", quoted.reason);
  return answer(200, {
    distance: Math.round(distanceKm(pickup, dropoff) * 100) / 100,
    estimated_price: quoted.fee,
    currency: quoted.currency,
    eta: { pickup: null, dropoff: quoted.dropoffEta.toISOString() },
    expires_at: quoted.expiresAt.toISOString(),
  });
}

/** Books a task; the same request_id answers the task it already booked. */
async function createTask(couriers: SandboxCouriers, body: unknown): Promise<PartnerResponse> {
  const parsed = dunzoTaskRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "validation_failed", parsed.error.message);
  const task = parsed.data;
  const booked = await couriers.find("DUNZO", task.request_id);
  if (booked && booked.state !== "created") return answer(200, dunzoTaskOf(booked));
  const drop = task.drop_details[0]!;
  const quoted = await couriers.quote({
    partner: "DUNZO",
    id: task.request_id,
    reference: task.reference_id,
    pickup: { lat: task.pickup_details.lat, lng: task.pickup_details.lng },
    dropoff: { lat: drop.lat, lng: drop.lng, text: addressText(drop.address) },
    currency: task.currency,
    orderValue: task.order_value ?? 0,
    tip: 0,
  });
  if (!quoted.ok) return failure(400, "unserviceable_location_error", quoted.reason);
  const accepted = await couriers.accept("DUNZO", quoted.id);
  if ("error" in accepted) return failure(REFUSAL_STATUS[accepted.error], accepted.error, accepted.message);
  return answer(201, dunzoTaskOf(accepted));
}

async function taskStatus(couriers: SandboxCouriers, taskId: string): Promise<PartnerResponse> {
  const task = await couriers.find("DUNZO", taskId);
  // A quote Dunzo never turned into a task is no task.
  if (!task || task.state === "created") return notFound();
  return answer(200, dunzoTaskOf(task));
}

async function cancelTask(couriers: SandboxCouriers, taskId: string, body: unknown): Promise<PartnerResponse> {
  const parsed = dunzoCancelRequestSchema.safeParse(body);
  if (!parsed.success) return failure(400, "validation_failed", parsed.error.message);
  const cancelled = await couriers.cancel("DUNZO", taskId, parsed.data.cancellation_reason);
  if ("error" in cancelled) return failure(REFUSAL_STATUS[cancelled.error], cancelled.error, cancelled.message);
  return answer(204, null);
}

const TASK_PATH = /^\/api\/v2\/tasks\/([^/]+)\/(status|_cancel)$/;

export function dunzoSandboxApi(couriers: SandboxCouriers): PartnerTransport {
  return async ({ method, path, body }: PartnerRequest) => {
    if (method === "POST" && path === "/api/v2/quote") return quote(couriers, body);
    if (method === "POST" && path === "/api/v2/tasks") return createTask(couriers, body);
    const [, taskId, action] = TASK_PATH.exec(path) ?? [];
    const id = taskId ? pathSegment(taskId) : null;
    if (!id) return notFound();
    if (method === "GET" && action === "status") return taskStatus(couriers, id);
    if (method === "POST" && action === "_cancel") return cancelTask(couriers, id, body);
    return notFound();
  };
}
