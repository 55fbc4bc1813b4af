/**
 * A partner's webhook, once its signature is checked: the delivery is read again from the partner (runner, tracking
 * URL, ETA, state) and written under the row's lock, so two webhooks at once change it once. A step forward moves the
 * order along; a cancellation by the partner asks the next partner. The same webhook twice changes nothing more.
 */
import {
  DELIVERY_STATES,
  DELIVERY_TEXTS,
  type DeliveryState,
  FINAL_DELIVERY_STATES,
  ORDER_STATUS_OF_DELIVERY,
} from "@forkful/contracts/delivery";
import type { DeliveryWebhookEvent, PartnerDelivery } from "../../integrations/delivery/delivery-partner";
import { NotFoundError } from "../../lib/domain-errors";
import { askForCourier } from "./ask-for-courier";
import type { DeliveryChange, DeliveryRow } from "./delivery.repository";
import type { DeliveryDeps } from "./delivery-deps";
import { followCourier } from "./follow-courier";
import { publishOrderNow } from "./publish-delivery";

const order = (state: string) => DELIVERY_STATES.indexOf(state as DeliveryState);

/** What changes on the row: the partner's word, never a step back (webhooks may arrive out of order). */
function changeOf(row: DeliveryRow, state: DeliveryState, told: PartnerDelivery | null, now: Date): DeliveryChange | null {
  const forward = state === "cancelled" || order(state) > order(row.state) ? state : row.state;
  const change: DeliveryChange = { state: forward };
  if (told?.courier) {
    Object.assign(change, {
      runnerName: told.courier.name,
      runnerPhone: told.courier.phone,
      runnerVehicle: told.courier.vehicle,
      deliveryStaffId: told.courier.staffId,
    });
  }
  if (told?.trackingUrl) change.trackingUrl = told.trackingUrl;
  if (told?.dropoffEta) change.etaAt = told.dropoffEta;
  if (forward === "cancelled") change.failure = told?.cancelReason ?? row.failure;
  const differs = Object.entries(change).some(([key, value]) => {
    const before = row[key as keyof DeliveryRow];
    return value instanceof Date && before instanceof Date ? value.getTime() !== before.getTime() : value !== before;
  });
  return differs ? { ...change, updatedAt: now } : null;
}

/** The partner's own account of the delivery; a partner that cannot answer leaves the webhook's state to go by. */
async function toldByPartner(deps: Pick<DeliveryDeps, "partners" | "log">, event: DeliveryWebhookEvent): Promise<PartnerDelivery | null> {
  try {
    return (await deps.partners.get(event.partner)?.status(event.externalId)) ?? null;
  } catch (error) {
    deps.log.warn({ err: error, partner: event.partner }, "the delivery partner could not say how its delivery stands");
    return null;
  }
}

export async function partnerWebhook(deps: DeliveryDeps, event: DeliveryWebhookEvent): Promise<void> {
  if (!(await deps.deliveries.byExternalId(event.partner, event.externalId))) throw new NotFoundError(DELIVERY_TEXTS.unknownDelivery);
  // Asked before the lock is taken: a partner's answer may take seconds, and the sandbox answers from this database.
  const told = await toldByPartner(deps, event);
  const state = told?.state ?? event.state;
  const updated = await deps.deliveries.transaction(async (tx) => {
    const row = (await deps.deliveries.lockByExternalId(tx, event.partner, event.externalId))!;
    if (FINAL_DELIVERY_STATES.includes(row.state as DeliveryState)) return null;
    const change = changeOf(row, state, told, deps.clock());
    return change ? deps.deliveries.update(row.id, change, tx) : null;
  });
  if (!updated) return;
  if (updated.state === "cancelled") {
    await askForCourier(deps, updated.orderId);
    return;
  }
  const to = ORDER_STATUS_OF_DELIVERY[updated.state as DeliveryState];
  const moved = to !== undefined && (await followCourier(deps, { orderId: updated.orderId, to, partner: event.partner }));
  if (!moved) await publishOrderNow(deps, updated.orderId);
}
