/** Curbside pickup (issue 14): the diner taps "I'm here" with their car and spot, and the restaurant is told. */
import { CURBSIDE_TEXTS, type CurbsideArrivalRequest } from "@forkful/contracts/curbside";
import type { Order } from "@forkful/contracts/orders";
import { ConflictError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { callersOrderIn, publishStatus, recordArrival, toOrderDto } from "../orders/public";
import type { CurbsideDeps } from "./curbside-deps";

/**
 * The caller's own pickup order, not yet collected or cancelled, gets the arrival (a repeat updates it); its trackers
 * are told (same status) so the staff's and the diner's screens refresh.
 */
export async function announceArrival(
  deps: CurbsideDeps,
  { orderId, carDetails, spot }: CurbsideArrivalRequest,
  caller: Caller | null,
): Promise<Order> {
  const record = await callersOrderIn(deps.db, orderId, caller);
  if (record.order.orderType !== "pickup") throw new ConflictError(CURBSIDE_TEXTS.notPickup);
  const at = deps.clock();
  const arrival = { at, carDetails, spot: spot?.trim() ? spot.trim() : null };
  if (!(await recordArrival(deps.db, orderId, arrival))) throw new ConflictError(CURBSIDE_TEXTS.over);
  const arrived = await callersOrderIn(deps.db, orderId, caller);
  await publishStatus(deps.events, { orderId, locationId: arrived.order.locationId }, arrived.order.status, at);
  await deps.events.publish("dinerOutside", { orderId, locationId: arrived.order.locationId });
  return toOrderDto(arrived, caller?.customerId ?? null);
}
