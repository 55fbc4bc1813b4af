/**
 * GET /valet/getValetLocation (spec §3): where the courier with this partner id is, for the order's owner or its
 * restaurant's staff: the partner's word while the courier rides, else the last point kept.
 */

import type { valetLocationSchema } from "@forkful/contracts/delivery";
import { DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import type { z } from "zod";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller, StaffCaller } from "../../plugins/caller";
import { courierPointOf } from "./courier-point";
import { COURIER_ON_THE_ROAD } from "./delivery.repository";
import { followedOrder } from "./delivery-access";
import type { DeliveryDeps } from "./delivery-deps";

export async function valetLocation(
  deps: Pick<DeliveryDeps, "db" | "deliveries" | "partners" | "log">,
  deliveryStaffId: string,
  caller: Caller | null,
  staff: StaffCaller | null,
): Promise<z.infer<typeof valetLocationSchema>> {
  const row = await deps.deliveries.byCourier(deliveryStaffId);
  if (!row) throw new NotFoundError(DELIVERY_TEXTS.noSuchCourier);
  await followedOrder(deps, row.orderId, caller, staff);
  const live = COURIER_ON_THE_ROAD.includes(row.state) ? await courierPointOf(deps, row) : null;
  const point =
    live ??
    (row.courierLat !== null && row.courierLng !== null && row.courierAt
      ? { lat: row.courierLat, lng: row.courierLng, at: row.courierAt }
      : null);
  if (!point) throw new NotFoundError(DELIVERY_TEXTS.noSuchCourier);
  return { lat: point.lat, lng: point.lng, delivery_staff_id: deliveryStaffId, at: point.at.toISOString() };
}
