/**
 * When to ask for a courier (issue 24). An ASAP delivery's courier is asked for as soon as the restaurant accepts it.
 * A delivery for later (a scheduled time or an event's slot) is booked the way DoorDash Drive and Uber Direct expect a
 * scheduled one: so the courier stands at the restaurant when the food should leave, i.e. at the promised time less
 * the ride to the door less the partner's pickup lead (booking → courier at the restaurant). Accepted earlier than
 * that, the due time is written down (courier_bookings) and the courier watch books it once it comes, on whichever
 * instance claims it first; a restart in between loses nothing.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { orderRecord } from "../orders/public";
import { askForCourier } from "./ask-for-courier";
import { type DeliveryDeps, partnersOf } from "./delivery-deps";
import { publishOrderNow } from "./publish-delivery";

type TimingDeps = Pick<DeliveryDeps, "deliveries" | "db" | "partners" | "clock" | "events" | "log">;

const MINUTE = 60_000;

/** A courier's ride to the door: the straight line stretched by the streets, at a city's pace, whole minutes up. */
const COURIER_RIDE = { kmPerHour: 20, streetsFactor: 1.4, minimumMinutes: 5 } as const;

/** An instance booking a due courier holds it this long; one that dies mid-booking leaves it to the next round after. */
const COURIER_CLAIM_LEASE_MS = 2 * MINUTE;

export function rideMinutes(distanceKm: number | null): number {
  const km = (distanceKm ?? 0) * COURIER_RIDE.streetsFactor;
  return Math.max(COURIER_RIDE.minimumMinutes, Math.ceil((km / COURIER_RIDE.kmPerHour) * 60));
}

/** When a courier is to be booked for a delivery promised at `promisedAt`. */
export function courierDueAt(input: { promisedAt: Date; distanceKm: number | null; pickupLeadMinutes: number }): Date {
  const leadMinutes = rideMinutes(input.distanceKm) + input.pickupLeadMinutes;
  return new Date(input.promisedAt.getTime() - leadMinutes * MINUTE);
}

/**
 * The restaurant accepted a delivery order: its courier now, or, for a later order whose courier is not due yet, a
 * booking at its due time (the tracker then says when). The longest lead among the restaurant's partners is kept, as
 * any of them may be the one booked.
 */
export async function askForCourierInTime(deps: TimingDeps, orderId: string): Promise<void> {
  const record = await orderRecord(deps.db, orderId);
  if (record?.order.orderType !== "delivery" || isCancelledOrder(record.order.status)) return;
  const { order } = record;
  const found = order.scheduledAt && !order.orderTimeAsap ? await deps.deliveries.location(order.locationId) : null;
  const leads = partnersOf(deps, found?.location.locationDeliveryProviders ?? []).map((api) => api.pickupLeadMinutes);
  const now = deps.clock();
  if (!order.scheduledAt || leads.length === 0) return askForCourier(deps, orderId);
  const dueAt = courierDueAt({
    promisedAt: order.scheduledAt,
    distanceKm: order.deliveryDistanceKm,
    pickupLeadMinutes: Math.max(...leads),
  });
  if (dueAt.getTime() <= now.getTime()) return askForCourier(deps, orderId);
  await deps.deliveries.bookCourierLater(orderId, dueAt, now);
  await publishOrderNow(deps, orderId);
}

/** A round of the courier watch: every courier now due is asked for, each by the one instance that claimed it. */
export async function askDueCouriers(deps: TimingDeps): Promise<void> {
  const now = deps.clock();
  for (const orderId of await deps.deliveries.couriersDue(now)) {
    if (!(await deps.deliveries.claimCourierBooking(orderId, now, new Date(now.getTime() + COURIER_CLAIM_LEASE_MS)))) continue;
    try {
      await askForCourier(deps, orderId);
      await deps.deliveries.courierAskedFor(orderId, deps.clock());
    } catch (error) {
      // The claim runs out and a later round asks again; a courier booked meanwhile makes that ask a no-op.
      deps.log.error({ err: error, orderId }, "asking for a due courier failed");
    }
  }
}
