/** A delivery order's courier and points as the order shows them (issue 14; spec §3 order state). */
import type { OrderDelivery } from "@forkful/contracts/delivery";
import {
  DELIVERY_PARTNER_NAMES,
  DELIVERY_STATE_LABELS,
  DELIVERY_TEXTS,
  type DeliveryPartner,
  type DeliveryState,
  type Runner,
} from "@forkful/contracts/delivery";
import type { Order } from "@forkful/contracts/orders";
import type { DeliveryRow, OrderRecord } from "./order-rows";

type DeliveryFields = Pick<
  Order,
  "sourceLat" | "sourceLon" | "destinationLat" | "destinationLon" | "deliveryDistanceKm" | "delivery" | "courierDueAt" | "arrival"
>;

/** The courier of an attempt, once the partner has named one. */
export function runnerOf(row: DeliveryRow): Runner | null {
  return row.runnerName && row.deliveryStaffId
    ? { name: row.runnerName, phone: row.runnerPhone, vehicle: row.runnerVehicle, deliveryStaffId: row.deliveryStaffId }
    : null;
}

function deliveryOf(rows: DeliveryRow[]): OrderDelivery | null {
  const [latest] = rows;
  if (!latest) return null;
  const state = latest.state as DeliveryState;
  const runner = runnerOf(latest);
  const courier =
    latest.courierLat !== null && latest.courierLng !== null && latest.courierAt
      ? {
          lat: latest.courierLat,
          lng: latest.courierLng,
          at: latest.courierAt.toISOString(),
          eta: latest.etaAt?.toISOString() ?? null,
          state,
        }
      : null;
  return {
    deliveryProviderId: latest.partner as DeliveryPartner,
    state,
    stateLabel: DELIVERY_STATE_LABELS[state] ?? state,
    runner,
    trackingUrl: latest.trackingUrl,
    eta: latest.etaAt?.toISOString() ?? null,
    courier,
    attempt: latest.attempt,
    note:
      latest.attempt > 1 ? DELIVERY_TEXTS.redispatched(DELIVERY_PARTNER_NAMES[latest.partner as DeliveryPartner] ?? latest.partner) : null,
  };
}

export function toDeliveryFields({ order: o, place, deliveries, courierDueAt }: OrderRecord): DeliveryFields {
  const isDelivery = o.orderType === "delivery";
  return {
    sourceLat: isDelivery ? place.lat : null,
    sourceLon: isDelivery ? place.lng : null,
    destinationLat: isDelivery ? (o.address?.lat ?? null) : null,
    destinationLon: isDelivery ? (o.address?.lng ?? null) : null,
    deliveryDistanceKm: isDelivery ? o.deliveryDistanceKm : null,
    delivery: isDelivery ? deliveryOf(deliveries) : null,
    courierDueAt: isDelivery && deliveries.length === 0 ? (courierDueAt?.toISOString() ?? null) : null,
    arrival: o.arrivedAt ? { at: o.arrivedAt.toISOString(), carDetails: o.arrivalCar ?? "", spot: o.arrivalSpot } : null,
  };
}
